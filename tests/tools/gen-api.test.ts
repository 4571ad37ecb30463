// Fails when src/lib/api/schema.gen.ts no longer matches openapi/openapi.yaml (run `npm run gen:api`).
import fs from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('generated API types', () => {
  it('schema.gen.ts is current with openapi/openapi.yaml', async () => {
    const script = pathToFileURL(`${root}scripts/gen-api.mjs`).href
    const { generate } = (await import(script)) as { generate: () => Promise<string> }
    const committed = fs.readFileSync(`${root}src/lib/api/schema.gen.ts`, 'utf8')
    const fresh = await generate()
    // a plain equality keeps the output short; the message says what to do
    expect(committed === fresh, 'src/lib/api/schema.gen.ts is stale: run npm run gen:api').toBe(true)
  })
})
