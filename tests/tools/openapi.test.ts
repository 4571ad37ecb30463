// The contract is a valid OpenAPI 3.1 document.
import { validate } from '@readme/openapi-parser'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const file = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url))

describe('openapi/openapi.yaml', () => {
  it('validates', async () => {
    const result = await validate(file)
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.valid).toBe(true)
  })
})
