// Serves the built dashboard (dist/) with a single-page fallback, and the sandbox's generated media.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { renderMedia } from './seed/media'
import type { Result } from './http'
import { pageHeaders } from './security-headers'
import type { World } from './world'

/** SANDBOX_DIST lets several checkouts of the build (e.g. parallel e2e runs) each serve their own */
export const DIST_DIR = process.env.SANDBOX_DIST
  ? path.resolve(process.env.SANDBOX_DIST) + path.sep
  : fileURLToPath(new URL('../dist/', import.meta.url))

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Sandbox</title>
<p>The sandbox is running, but the dashboard is not built yet: run <code>npm run build</code> (or <code>npm start</code>).</p>`

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map'])
const gzipped = new Map<string, Buffer>()

/**
 * Text files go gzipped to a client that accepts it, as the production host sends them (deploy/nginx.conf):
 * without it Lighthouse's simulated slow 4G downloads the scripts at their raw size. Each file is compressed once
 * per version (path and modification time).
 */
export function encodeFor(acceptEncoding: string | undefined, filePath: string, mtimeMs: number, body: Buffer): { body: Buffer; headers: Record<string, string> } {
  if (!COMPRESSIBLE.has(path.extname(filePath)) || body.length < 256) return { body, headers: {} }
  const vary = { vary: 'accept-encoding' }
  if (!/\bgzip\b/.test(acceptEncoding ?? '')) return { body, headers: vary }
  const key = `${filePath}:${mtimeMs}`
  let zipped = gzipped.get(key)
  if (!zipped) {
    zipped = zlib.gzipSync(body, { level: 9 })
    gzipped.set(key, zipped)
  }
  return { body: zipped, headers: { ...vary, 'content-encoding': 'gzip' } }
}

function file(p: string, acceptEncoding: string | undefined): Result | null {
  let mtimeMs: number
  try {
    const stat = fs.statSync(p)
    if (!stat.isFile()) return null
    mtimeMs = stat.mtimeMs
  } catch {
    return null
  }
  const ext = path.extname(p)
  const name = path.basename(p)
  // Hashed assets never change; the shell, the service worker and the manifest must always be fresh.
  const cache = p.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'
  const encoded = encodeFor(acceptEncoding, p, mtimeMs, fs.readFileSync(p))
  return {
    status: 200,
    body: encoded.body,
    contentType: TYPES[ext] ?? 'application/octet-stream',
    headers: { 'cache-control': cache, ...pageHeaders(DIST_DIR), ...encoded.headers, ...(name === 'sw.js' ? { 'service-worker-allowed': '/' } : {}) },
  }
}

export function serveStatic(pathname: string, acceptEncoding?: string): Result {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const target = path.join(DIST_DIR, safe)
  if (target.startsWith(DIST_DIR)) {
    const found = file(target, acceptEncoding)
    if (found) return found
  }
  // Paths with an extension are files that do not exist; everything else is a route of the app.
  if (path.extname(safe)) return { status: 404, text: 'Not Found' }
  return file(path.join(DIST_DIR, 'index.html'), acceptEncoding) ?? { status: 200, text: NOT_BUILT, contentType: 'text/html; charset=utf-8', headers: pageHeaders(DIST_DIR) }
}

export function serveMedia(w: World, pathname: string): Result {
  const avatar = pathname.match(/^\/media\/avatar\/(\d+)$/)
  if (avatar) {
    const row = w.db.avatar(Number(avatar[1]))
    return row ? { status: 200, body: row.avatar, contentType: row.avatar_type, headers: { 'cache-control': 'private, max-age=3600' } } : { status: 404, text: 'Not Found' }
  }
  const media = renderMedia(pathname)
  return media
    ? {
        status: 200,
        ...(typeof media.body === 'string' ? { text: media.body } : { body: media.body }),
        contentType: media.contentType,
        headers: { 'cache-control': 'public, max-age=86400' },
      }
    : { status: 404, text: 'Not Found' }
}
