// Generates src/lib/api/schema.gen.ts from openapi/openapi.yaml (npm run gen:api).
// With --check it only compares and exits 1 when the committed file is stale.
import fs from 'node:fs'
import openapiTS, { astToString } from 'openapi-typescript'

const SOURCE = new URL('../openapi/openapi.yaml', import.meta.url)
const TARGET = new URL('../src/lib/api/schema.gen.ts', import.meta.url)
const HEADER = '// Generated from openapi/openapi.yaml by `npm run gen:api`. Do not edit.\n/* eslint-disable */\n'

export async function generate() {
  const ast = await openapiTS(SOURCE, { alphabetize: false, enum: false, exportType: true })
  return HEADER + astToString(ast)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const next = await generate()
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : ''
    if (current !== next) {
      console.error('src/lib/api/schema.gen.ts is stale: run npm run gen:api')
      process.exit(1)
    }
    console.log('schema.gen.ts is current')
  } else {
    fs.writeFileSync(TARGET, next)
    console.log('wrote src/lib/api/schema.gen.ts')
  }
}
