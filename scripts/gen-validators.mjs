// Generates src/lib/realtime/validators.gen.ts from openapi/openapi.yaml (npm run gen:validators): ajv standalone
// code for every value the dashboard reads from the realtime database (the wire object, each event's decoded
// payload, active_orders, settings/maintenance), so the browser checks them against the contract without shipping
// ajv's compiler. With --check it only compares and exits 1 when the committed file is stale.
import fs from 'node:fs'
import { Ajv, _ } from 'ajv'
import standalone from 'ajv/dist/standalone/index.js'
import YAML from 'yaml'

const SOURCE = new URL('../openapi/openapi.yaml', import.meta.url)
const TARGET = new URL('../src/lib/realtime/validators.gen.ts', import.meta.url)
const HEADER =
  '// Generated from openapi/openapi.yaml by `npm run gen:validators`. Do not edit.\n/* eslint-disable */\n// @ts-nocheck\n' +
  "import { FORMATS as __formats, ucs2length as __ucs2length } from './formats'\n"

// Keywords that only document: dropping them keeps the generated code small without changing what is valid.
const DOC_ONLY = new Set(['description', 'example', 'examples', 'title', 'deprecated', 'discriminator'])

function strip(value) {
  if (Array.isArray(value)) return value.map(strip)
  if (!value || typeof value !== 'object') return value
  const out = {}
  for (const [k, v] of Object.entries(value)) {
    if (DOC_ONLY.has(k) || k.startsWith('x-')) continue
    // inside properties every key is a field name, never a keyword
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, strip(s)])) : strip(v)
  }
  return out
}

export function generate() {
  const doc = YAML.parse(fs.readFileSync(SOURCE, 'utf8'))
  const ajv = new Ajv({
    strict: false,
    inlineRefs: false,
    messages: false,
    code: { source: true, esm: true, lines: true, formats: _`__formats` },
  })
  // The formats' code comes from src/lib/realtime/formats.ts (the import in HEADER); these only name them.
  for (const name of ['date-time', 'email', 'uri']) ajv.addFormat(name, () => true)
  ajv.addSchema({ $id: 'contract', components: { schemas: strip(doc.components.schemas) } })
  const names = ['RealtimeWireObject', 'ActiveOrders', 'MaintenanceSettings', ...doc['x-realtime'].events.map((e) => `RealtimeEvent_${e}`)]
  const code = standalone
    .default(ajv, Object.fromEntries(names.map((n) => [n, `contract#/components/schemas/${n}`])))
    // ajv's one runtime helper (string length in code points) comes from formats.ts too: the file stays a plain module.
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', '__ucs2length')
    // decode.ts reads an error's instancePath and keyword only: the schema path and params ajv puts beside them
    // went to every browser with the realtime chunk (about a quarter of the validators' gzip bytes)
    .replace(/,schemaPath:"(?:[^"\\]|\\.)*"/g, '')
    .replace(/,params:\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}/g, '')
  if (/schemaPath|params:/.test(code)) throw new Error('an error object kept its schemaPath or params; adjust the patterns')
  if (/require\(/.test(code)) throw new Error('the generated validators need a runtime require(); adjust the ajv options')
  return HEADER + code + '\n'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const next = generate()
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : ''
    if (current !== next) {
      console.error('src/lib/realtime/validators.gen.ts is stale: run npm run gen:validators')
      process.exit(1)
    }
    console.log('validators.gen.ts is current')
  } else {
    fs.writeFileSync(TARGET, next)
    console.log('wrote src/lib/realtime/validators.gen.ts')
  }
}
