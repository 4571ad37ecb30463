import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routePattern } from '../../src/lib/route-pattern'

// The router's table, read from its source: a page added there and not here would be reported as '/*'
const routerSource = fs.readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8')
const declared = [...routerSource.matchAll(/<Route path="([^"*]+)"/g)].map((m) => m[1]!)

describe('routePattern', () => {
  it('knows every path the router declares', () => {
    expect(declared.length).toBeGreaterThan(15)
    for (const route of declared) {
      const sample = route.replace(/:[A-Za-z]+/g, 'x1')
      expect(routePattern(sample), route).toBe(route)
    }
  })

  it('reports the pattern, never a token, and /* for unknown paths', () => {
    expect(routePattern('/resetting/reset/s3cr3t')).toBe('/resetting/reset/:resetToken')
    expect(routePattern('/orders/../etc')).toBe('/*')
  })
})
