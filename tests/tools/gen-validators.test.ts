// Fails when src/lib/realtime/validators.gen.ts no longer matches openapi/openapi.yaml (run `npm run gen:validators`).
import fs from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('generated realtime validators', () => {
  it('validators.gen.ts is current with openapi/openapi.yaml', async () => {
    const script = pathToFileURL(`${root}scripts/gen-validators.mjs`).href
    const { generate } = (await import(script)) as { generate: () => string }
    const committed = fs.readFileSync(`${root}src/lib/realtime/validators.gen.ts`, 'utf8')
    expect(committed === generate(), 'src/lib/realtime/validators.gen.ts is stale: run npm run gen:validators').toBe(true)
  })
})
