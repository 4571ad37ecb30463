// What production serves: the built dist/ through deploy/nginx.conf on Debian's nginx (scripts/ensure-nginx.sh), in
// front of the sandbox's API, realtime and services. Every header on the page, the service worker, the manifest and
// a hashed script; gzip; the SPA fallback; no source map served; then staff sign in, the service worker registers
// through the Trusted Types policy, and a live order reaches the board, with no CSP violation (the harness checks).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtInlineHashes, contentSecurityPolicy, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../../deploy/policy'
import { renderNginx } from '../../deploy/render-nginx'
import { DEMO, signInThroughForm, useHarness } from './support/app'
import { TABLET } from './support/browser'
import { createOrder } from './support/orders-board'
import { row } from './support/page'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const DIST = path.resolve(process.env.SANDBOX_DIST ?? 'dist')
const YEAR = 31_536_000

const h = useHarness({ serviceWorker: true })
let nginx: ChildProcess | undefined
let dir = ''
let base = ''

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: run scripts/ensure-nginx.sh (npm test does)`)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-smoke-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  fs.writeFileSync(path.join(dir, 'dashboard.conf'), renderNginx({ root: DIST, listen: `127.0.0.1:${port}`, proxy: h.sb.url, env: {} }))
  // the smallest main configuration around it, everything in the temporary folder
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t};`),
      `    include ${dir}/dashboard.conf;`,
      '}',
    ].join('\n'),
  )
  nginx = spawn(NGINX, ['-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  nginx.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const started = Date.now()
  for (;;) {
    const up = await fetch(`${base}/`).then(() => true, () => false)
    if (up) break
    if (nginx.exitCode !== null || Date.now() - started > 10_000) {
      const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : ''
      throw new Error(`nginx did not start: ${stderr}${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r))
    nginx.kill('SIGQUIT')
    await exited
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

const get = (p: string) => fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' } })

function expectSecurityHeaders(res: Response, what: string) {
  expect(
    {
      csp: res.headers.get('content-security-policy'),
      hsts: res.headers.get('strict-transport-security'),
      permissions: res.headers.get('permissions-policy'),
      coop: res.headers.get('cross-origin-opener-policy'),
      nosniff: res.headers.get('x-content-type-options'),
      referrer: res.headers.get('referrer-policy'),
    },
    what,
  ).toEqual({
    csp: contentSecurityPolicy(undefined, builtInlineHashes(DIST)),
    hsts: STRICT_TRANSPORT_SECURITY,
    permissions: PERMISSIONS_POLICY,
    coop: 'same-origin',
    nosniff: 'nosniff',
    referrer: 'no-referrer',
  })
}

describe('production host (deploy/nginx.conf)', () => {
  it('sends every header, caches by kind of file, gzips, falls back to the app and serves no source map', async () => {
    expect(contentSecurityPolicy()).toContain("require-trusted-types-for 'script'")
    const index = await get('/')
    const html = await index.text()
    expect(index.status).toBe(200)
    expectSecurityHeaders(index, 'index.html')
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(index.headers.get('content-encoding')).toBe('gzip')

    for (const route of ['/orders', '/past-orders?page=2', '/print/order/10001']) {
      const res = await get(route)
      expect(res.status, route).toBe(200)
      expect(await res.text(), route).toBe(html)
      expect(res.headers.get('cache-control'), route).toBe('no-cache')
    }

    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(file)
      expect(res.status, file).toBe(200)
      expectSecurityHeaders(res, file)
      expect(res.headers.get('cache-control'), file).toBe('no-cache')
    }
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json')

    // the entry, which index.html's inline loader imports (src/domain/sign-in-boot.ts)
    const script = /\be="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'the entry script in index.html').toBeTruthy()
    const asset = await get(script!)
    expect(asset.status).toBe(200)
    expectSecurityHeaders(asset, script!)
    expect(asset.headers.get('cache-control')).toBe(`public, max-age=${YEAR}, immutable`)
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await asset.text()).not.toMatch(/sourceMappingURL/)

    // the build keeps its maps (hidden) and the host refuses them
    expect(fs.existsSync(path.join(DIST, `${script!}.map`))).toBe(true)
    expect((await get(`${script!}.map`)).status).toBe(404)
    // a hashed asset that is not there is not the app's page
    const missing = await get('/assets/gone-0000.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('signs in, registers the service worker and shows a live order, with no CSP or Trusted Types violation', async () => {
    const { page, problems } = await h.context(TABLET)
    await page.goto(`${base}/login`)
    await signInThroughForm(page, h, DEMO.kwManager, DEMO.password, { goto: false })
    await page.waitForURL(`${base}/orders`)
    await page.getByText('Dashboard is online').waitFor()
    const order = await createOrder(h.control)
    await row(page, order.code).waitFor()
    const sw = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null)
    expect(sw).toBe(`${base}/sw.js`)
    expect(await page.evaluate(() => (window as unknown as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy != null)).toBe(true)
    // the policy leaves Web Serial to the dashboard (the receipt printer) and keeps WebUSB and the camera off
    const allowed = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy
      return policy ? ['serial', 'usb', 'camera'].map((f) => policy.allowsFeature(f)) : null
    })
    expect(allowed).toEqual([true, false, false])
    expect(problems.cspViolations).toEqual([])
  })
})
