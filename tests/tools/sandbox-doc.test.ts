// docs/sandbox.md holds the one list of the control API's routes. It must name every route sandbox/control.ts
// serves, and every route it names must be served: read from control.ts's matchers, and asked of a real sandbox.
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { control, startSandbox, type TestSandbox } from '../support/sandbox'

type Method = 'GET' | 'POST'
const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

/** The documented routes: the table rows of docs/sandbox.md that start with a method */
const documented = [...read('docs/sandbox.md').matchAll(/^\| (GET|POST) \| `([^`]+)` \|/gm)].map((m) => ({
  method: m[1] as Method,
  route: m[2]!.replaceAll('\\|', '|'),
}))

/** A path the route stands for, with the given order id */
const concrete = (route: string, orderId: number) =>
  route.replaceAll('{kw|sa}', 'kw').replaceAll('{storeId}', '101').replaceAll('{orderId}', String(orderId)).replaceAll('{id}', 'test-subscriber')

/**
 * The served routes: control.ts answers GET before its `method !== 'POST'` guard and POST after it, matching the
 * path by string (`case '…'`, `path === '…'`) or by a regular expression (`m(/…/)`). A group of literal names in an
 * expression, like (orders|status), is one route per name.
 */
function served(): { method: Method; test: (path: string) => boolean; source: string }[] {
  const source = read('sandbox/control.ts')
  const body = source.slice(source.indexOf('export async function control('))
  const split = body.indexOf("if (method !== 'POST')")
  expect(split).toBeGreaterThan(0)
  const routes: { method: Method; test: (path: string) => boolean; source: string }[] = []
  for (const [method, text] of [['GET', body.slice(0, split)], ['POST', body.slice(split)]] as const) {
    for (const m of text.matchAll(/(?:case |path === )'(\/__sandbox\/[^']+)'/g)) routes.push({ method, test: (p) => p === m[1], source: m[1]! })
    for (const m of text.matchAll(/\bm\(\/(\^.+?\$)\/\)/g)) {
      const names = /\(((?:[a-z-]+\|)+[a-z-]+)\)(?=[^(]*\$$)/.exec(m[1]!)
      const alternatives = names && names[1] !== 'kw|sa' ? names[1]!.split('|').map((n) => m[1]!.replace(names[0], n)) : [m[1]!]
      for (const re of alternatives) routes.push({ method, test: (p) => new RegExp(re).test(p), source: re })
    }
  }
  return routes
}

describe('docs/sandbox.md against sandbox/control.ts', () => {
  const routes = served()

  it('documents each route once and only routes the code matches', () => {
    expect(documented.length).toBeGreaterThan(25)
    const keys = documented.map((d) => `${d.method} ${d.route}`)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    const unmatched = documented.filter((d) => routes.filter((r) => r.method === d.method && r.test(concrete(d.route, 10_001))).length !== 1)
    expect(unmatched).toEqual([])
  })

  it('documents every route the code serves', () => {
    const undocumented = routes.filter((r) => !documented.some((d) => d.method === r.method && r.test(concrete(d.route, 10_001))))
    expect(undocumented.map((r) => `${r.method} ${r.source}`)).toEqual([])
  })

  describe('a running sandbox', () => {
    let sb: TestSandbox
    beforeAll(async () => {
      sb = await startSandbox()
    })
    afterAll(async () => {
      await sb.close()
    })

    it('answers every documented route (a refusal of the empty body is fine, "No control route" is not)', async () => {
      const order = await control<{ id: number }>(sb, '/kw/stores/101/orders', {})
      // the re-seed last, so the order made above stays for the routes that name it
      const ordered = [...documented].sort((a, b) => Number(a.route === '/__sandbox/reset') - Number(b.route === '/__sandbox/reset'))
      const missing: string[] = []
      for (const d of ordered) {
        const res = await fetch(`${sb.url}${concrete(d.route, order.id)}`, {
          method: d.method,
          ...(d.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
        })
        const text = await res.text()
        if (res.status === 404 || res.status === 405) missing.push(`${d.method} ${d.route} → ${res.status} ${text.slice(0, 80)}`)
      }
      expect(missing).toEqual([])
    })
  })
})
