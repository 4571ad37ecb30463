import createClient from 'openapi-fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { paths } from '../../src/lib/api/schema.gen'
import { api, control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
let token: string
beforeAll(async () => {
  sb = await startSandbox()
  token = await signIn(sb, DEMO.kwStaff)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

const ext = (base: string) => createClient<paths>({ baseUrl: `${sb.url}${base}` })

describe('external services and static files', () => {
  it('tells the country from the IP, and fails when told to', async () => {
    expect((await ext('/__ext/ip').GET('/json')).data).toEqual({ country_code: 'KW' })
    await control(sb, '/ip', { country_code: 'SA' })
    expect((await ext('/__ext/ip').GET('/json')).data).toEqual({ country_code: 'SA' })
    await control(sb, '/ip', { fail: true })
    expect((await ext('/__ext/ip').GET('/json')).response.status).toBe(503)
  })

  it('routes between coordinates as GeoJSON and refuses a bad token', async () => {
    const maps = ext('/__ext/maps')
    const ok = await maps.GET('/directions/v5/mapbox/{profile}/{coordinates}', {
      params: { path: { profile: 'driving', coordinates: '48.07,29.34;48.0763,29.3375' }, query: { geometries: 'geojson', access_token: 'sandbox-maps-token' } },
    })
    const route = ok.data!.routes[0]!
    expect(route.geometry.type).toBe('LineString')
    expect(route.distance).toBeGreaterThan(0)
    const walking = await maps.GET('/directions/v5/mapbox/{profile}/{coordinates}', {
      params: { path: { profile: 'walking', coordinates: '48.07,29.34;48.0763,29.3375' }, query: { geometries: 'geojson', access_token: 'sandbox-maps-token' } },
    })
    expect(walking.data!.routes[0]!.duration).toBeGreaterThan(route.duration)
    const denied = await maps.GET('/directions/v5/mapbox/{profile}/{coordinates}', {
      params: { path: { profile: 'driving', coordinates: '48.07,29.34;48.0763,29.3375' }, query: { geometries: 'geojson', access_token: 'wrong' } },
    })
    expect(denied.response.status).toBe(401)
    expect(denied.error).toMatchObject({ message: 'Not Authorized - Invalid Token' })
  })

  it('collects analytics page views and error reports, readable through the control API', async () => {
    await ext('/__ext/analytics').POST('/collect', { body: { events: [{ name: 'page_view', path: '/menu', ts: 1 }] } })
    await ext('/__ext/errors').POST('/report', { body: { message: 'boom', level: 'error', tags: { route: '/orders' } } })
    expect(await control(sb, '/analytics')).toEqual([{ name: 'page_view', path: '/menu', ts: 1 }])
    expect(await control(sb, '/errors')).toMatchObject([{ message: 'boom' }])
    expect((await ext('/__ext/analytics').POST('/collect', { body: { events: [] } })).response.status).toBe(400)
  })

  it('switches the maintenance file on and off', async () => {
    const file = ext('')
    expect((await file.GET('/maintenance.json')).response.status).toBe(404)
    await control(sb, '/maintenance', { file: true })
    expect((await file.GET('/maintenance.json')).data).toMatchObject({ message_english: expect.any(String) })
    await control(sb, '/maintenance', { file: false })
  })

  it('stores and removes a push subscription, and attempts a push on a new pending order', async () => {
    const client = api(sb, 'kw', token)
    expect((await client.GET('/api/v1/push/key')).data?.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/)
    const sub = { endpoint: 'https://127.0.0.1:9/push/abc', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }
    expect((await client.POST('/api/v1/push/subscription', { body: sub })).data).toEqual({ success: true })
    await control(sb, '/kw/stores/101/orders', {})
    await expect.poll(async () => ((await control<{ sent: unknown[] }>(sb, '/push')).sent.length)).toBe(1)
    expect((await client.DELETE('/api/v1/push/subscription', { body: { endpoint: sub.endpoint } })).data).toEqual({ success: true })
  })

  it('serves generated media and answers the control API on loopback only', async () => {
    const photo = await fetch(`${sb.url}/media/product/101001.png`)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await photo.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    const svg = await fetch(`${sb.url}/media/car/make/bmw.svg`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect((await raw(sb, 'GET', '/media/product/nothing.png')).status).toBe(404)
    const config = await control<{ countries: { KW: { api: string } }; stores: unknown[]; accounts: unknown[] }>(sb, '/config')
    expect(config.countries.KW.api).toBe(`${sb.url}/kw`)
    expect(config.stores).toHaveLength(3)
  })

  it('sends the security headers: the policy on the dashboard\'s files, nosniff and no referrer on everything', async () => {
    for (const path of ['/', '/orders', '/print-thermal?id=1']) {
      const res = await fetch(`${sb.url}${path}`)
      const policy = res.headers.get('content-security-policy') ?? ''
      expect(policy, path).toContain("script-src 'self'")
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'", "style-src 'self'"]) expect(policy, path).toContain(directive)
      expect(policy, path).not.toContain('unsafe')
    }
    for (const res of [await fetch(`${sb.url}/`), await raw(sb, 'GET', '/kw/api/v1/user/store'), await fetch(`${sb.url}/media/product/101001.png`)]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    }
  })
})
