// Lists every `x-assumed` place of openapi/openapi.yaml with its reason (openapi/README.md is checked against it).
import fs from 'node:fs'
import YAML from 'yaml'

export function assumptions() {
  const doc = YAML.parse(fs.readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'))
  const found = []
  const walk = (node, where) => {
    if (!node || typeof node !== 'object') return
    if (node['x-assumed'] === true) found.push({ where: where.join(' '), reason: node['x-assumed-reason'] ?? '' })
    for (const [k, v] of Object.entries(node)) walk(v, [...where, k])
  }
  walk(doc, [])
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const a of assumptions()) console.log(`- \`${a.where}\`: ${a.reason}`)
}
