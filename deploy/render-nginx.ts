// Renders deploy/nginx.conf for one build: the Content Security Policy gets the hosts of the same VITE_* variables
// the build was made with (docs/configuration.md). `--proxy URL` adds the locations that pass the sandbox's API,
// realtime and services through (the production smoke, tests/e2e/production.e2e.ts; a real host has none).
//   npx tsx deploy/render-nginx.ts --root /srv/dashboard/dist [--listen 8080] [--proxy http://127.0.0.1:8081]
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { builtInlineHashes, contentSecurityPolicy, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY, type PolicyHosts } from './policy'

type Env = Record<string, string | undefined>

const origin = (value: string | undefined): string | null => {
  if (!value?.trim()) return null
  try {
    return new URL(value.trim()).origin
  } catch {
    throw new Error(`not a URL: ${value}`)
  }
}

/** The hosts a build configured by `env` talks to; none in sandbox mode, where everything is on the page's origin */
export function policyHosts(env: Env): PolicyHosts {
  const connect = new Set<string>()
  // pictures in API answers are root-relative and load from the country's API origin (mediaUrl in src/lib/config.ts)
  const img = new Set<string>()
  const add = (value: string | undefined) => {
    const o = origin(value)
    if (o) connect.add(o)
  }
  for (const c of ['KW', 'SA']) {
    add(env[`VITE_${c}_API_BASE`])
    const api = origin(env[`VITE_${c}_API_BASE`])
    if (api) img.add(api)
    add(env[`VITE_${c}_LOYALTY_BASE`])
    const db = origin(env[`VITE_${c}_FIREBASE_DATABASE_URL`])
    if (db) {
      connect.add(db)
      connect.add(db.replace(/^https:/, 'wss:'))
    }
  }
  const real = env.VITE_SANDBOX ? env.VITE_SANDBOX !== 'true' && env.VITE_SANDBOX !== '1' : !!env.VITE_KW_API_BASE
  if (real) {
    // the realtime database's custom-token sign-in and token refresh
    connect.add('https://identitytoolkit.googleapis.com')
    connect.add('https://securetoken.googleapis.com')
  }
  for (const name of ['VITE_MAINTENANCE_URL', 'VITE_IP_LOOKUP_URL', 'VITE_MAPS_BASE', 'VITE_ANALYTICS_BASE', 'VITE_ERROR_REPORTER_BASE']) add(env[name])
  const tiles = origin(env.VITE_MAP_TILES_URL?.replace(/\{[a-z]\}/g, 'a'))
  if (tiles) img.add(tiles)
  return { connect: [...connect], img: [...img] }
}

/** Paths the sandbox serves besides the dashboard's files, passed through by `--proxy` */
const SANDBOX_PATHS = ['/kw/', '/sa/', '/__ext/', '/__sandbox/', '/media/', '/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/']

function proxyLocations(upstream: string): string {
  const pass = (match: string, extra = '') =>
    `    location ${match} {\n        proxy_pass ${upstream};\n        proxy_http_version 1.1;\n        proxy_set_header Host $http_host;\n${extra}    }\n`
  return [
    ...SANDBOX_PATHS.map((p) => pass(`^~ ${p}`)),
    pass('= /maintenance.json'),
    // the realtime database's websocket
    pass('~ \\.ws$', '        proxy_set_header Upgrade $http_upgrade;\n        proxy_set_header Connection "upgrade";\n        proxy_read_timeout 1h;\n'),
  ].join('\n')
}

export function renderNginx(options: { root: string; listen?: string; proxy?: string; env?: Env }): string {
  const template = fs.readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8')
  const values: Record<string, string> = {
    LISTEN: options.listen ?? '8080',
    ROOT: options.root,
    // the inline script and stylesheet of the build under root: render again after each build
    CSP: contentSecurityPolicy(policyHosts(options.env ?? process.env), builtInlineHashes(options.root)),
    HSTS: STRICT_TRANSPORT_SECURITY,
    PERMISSIONS_POLICY,
    EXTRA_LOCATIONS: options.proxy ? `\n${proxyLocations(options.proxy)}` : '',
  }
  return template.replace(/@([A-Z_]+)@/g, (all, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for ${all}`)
    if (/["\n]/.test(value) && name !== 'EXTRA_LOCATIONS') throw new Error(`deploy/nginx.conf: ${name} cannot hold a quote or a line break`)
    return value
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const root = arg('root')
  if (!root) {
    console.error('usage: render-nginx.ts --root DIST [--listen PORT] [--proxy URL]')
    process.exit(2)
  }
  process.stdout.write(renderNginx({ root, listen: arg('listen'), proxy: arg('proxy') }))
}
