import { describe, expect, it } from 'vitest'
import { loadDocument } from '../../sandbox/contract'
import { handlers } from '../../sandbox/api/handlers'

describe('the sandbox implements the whole contract', () => {
  it('has a handler for every operationId of openapi/openapi.yaml and none extra', () => {
    const doc = loadDocument() as { paths: Record<string, Record<string, { operationId?: string }>> }
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op?.operationId).filter((x): x is string => typeof x === 'string'))
    expect(Object.keys(handlers).sort()).toEqual(ids.sort())
  })
})
