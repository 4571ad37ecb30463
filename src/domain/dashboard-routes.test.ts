import { describe, expect, it } from 'vitest'
import router from '../app/router.tsx?raw'
import { DASHBOARD_ROUTES, notificationTarget, PRINT_PAGES, withOrderParam } from './dashboard-routes'

const ORIGIN = 'https://dashboard.example.com'
const home = `${ORIGIN}/orders`

describe('the page a notification opens', () => {
  it('opens a dashboard page of its own origin, relative or absolute, with its query', () => {
    expect(notificationTarget('/orders', ORIGIN)).toBe(home)
    expect(notificationTarget('/kitchen', ORIGIN)).toBe(`${ORIGIN}/kitchen`)
    expect(notificationTarget(`${ORIGIN}/past-orders?q=12`, ORIGIN)).toBe(`${ORIGIN}/past-orders?q=12`)
    expect(notificationTarget('/menu#top', ORIGIN)).toBe(`${ORIGIN}/menu`)
  })

  it('opens /orders for anything else', () => {
    for (const url of [
      'https://evil.example/orders',
      '//evil.example/orders',
      'http://dashboard.example.com/orders',
      'https://dashboard.example.com:8443/orders',
      'https://user:pw@dashboard.example.com/orders',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/impersonate/kw/abc',
      '/login',
      '/resetting/reset/token',
      '/print-thermal?id=1',
      '/report-print',
      '/maintenance',
      '/__sandbox/reset',
      '/kw/api/v1/user/store',
      '/orders/../login',
      '/ORDERS',
      '/orders/',
      '/%2e%2e/login',
      'not a url at all \u0000',
      '',
      42,
      null,
      undefined,
      { href: '/orders' },
      `/orders?${'x'.repeat(3000)}`,
    ]) {
      expect([url, notificationTarget(url, ORIGIN)]).toEqual([url, home])
    }
  })

  it('lists exactly the pages the router puts inside the app layout', () => {
    const layout = router.slice(router.indexOf('<Route element={<AppLayout />}>'), router.indexOf('{/* without the app layout */}'))
    const paths = [...layout.matchAll(/path="([^"]+)"/g)].map((m) => m[1])
    expect(paths.length).toBeGreaterThan(5)
    expect([...DASHBOARD_ROUTES].sort()).toEqual(paths.sort())
  })

  it('names every print page of the router', () => {
    const paths = [...router.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!).filter((path) => path.includes('print'))
    expect([...PRINT_PAGES].sort()).toEqual(paths.sort())
  })
})

describe('the page a tap opens in a new window', () => {
  it('carries the order to show, beside the query it has', () => {
    expect(withOrderParam(home, 42)).toBe(`${home}?order=42`)
    expect(withOrderParam(`${ORIGIN}/past-orders?q=12`, 7)).toBe(`${ORIGIN}/past-orders?q=12&order=7`)
    expect(withOrderParam(`${ORIGIN}/orders?order=1`, 7)).toBe(`${ORIGIN}/orders?order=7`)
    expect(withOrderParam(home, null)).toBe(home)
  })
})
