// What every request must pass before the sandbox acts on it: the control API's caller check (so a page of another
// site cannot drive it, even through DNS rebinding), a path that decodes, and query keys that cannot reach a prototype
// (bodies: parseJsonStrict in http.ts). Shared with the Vite dev and preview proxies (vite.config.ts), which apply the
// same check before forwarding.
import { ApiError, PROTOTYPE_KEYS } from './http'

export const CONTROL_HEADER = 'x-sandbox-control'
/** The stand-in push service receives the sandbox's own web-push requests, which cannot carry the header */
const PUSH_SERVICE = /^\/__sandbox\/push-service\//
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

type Headers = Record<string, string | string[] | undefined>

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

function hostName(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return null
  }
}

/** Why a control request is refused, or null. Requests that reach the sandbox only, never the contract routes. */
export function controlRefusal(method: string, pathname: string, headers: Headers): ApiError | null {
  const host = one(headers.host) ?? ''
  const name = hostName(host)
  // A rebinding page reaches 127.0.0.1 under its own name: only loopback names are ours.
  if (!name || !LOOPBACK_HOSTS.has(name)) return new ApiError(403, { code: 403, message: 'The control API answers requests to localhost only' })
  const origin = one(headers.origin)
  if (origin !== undefined && origin !== 'null') {
    let originHost: string | null
    try {
      originHost = new URL(origin).host
    } catch {
      originHost = null
    }
    if (originHost !== host) return new ApiError(403, { code: 403, message: 'The control API refuses requests from another origin' })
  } else if (origin === 'null') return new ApiError(403, { code: 403, message: 'The control API refuses requests from another origin' })
  if (PUSH_SERVICE.test(pathname)) return null
  // A custom header and a JSON content type both force a CORS preflight, which the control API never answers.
  if (one(headers[CONTROL_HEADER]) !== '1') return new ApiError(403, { code: 403, message: 'The control API needs the header X-Sandbox-Control: 1' })
  if (method !== 'GET' && method !== 'HEAD') {
    const type = (one(headers['content-type']) ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/json') return new ApiError(415, { code: 415, message: 'Control writes must be sent as Content-Type: application/json' })
  }
  return null
}

/** The path with its percent-escapes decoded; a malformed escape is the caller's error (400), not the sandbox's */
export function checkedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    throw new ApiError(400, { code: 400, message: 'The path has a malformed percent-escape' })
  }
}

/** Query keys that would do the same when copied into an object */
export function checkQueryKeys(keys: Iterable<string>): void {
  for (const key of keys) if (PROTOTYPE_KEYS.has(key)) throw new ApiError(400, { code: 400, message: `The query parameter "${key}" is not allowed` })
}

type Req = { method?: string; url?: string; headers: Headers }
type Res = { statusCode: number; setHeader(name: string, value: string): unknown; end(body: string): unknown }

/** Connect middleware for the Vite dev and preview servers: refuses what the sandbox would refuse, before proxying */
export function controlGuardMiddleware(req: Req, res: Res, next: () => void): void {
  const pathname = (req.url ?? '/').split('?')[0]!
  if (!pathname.startsWith('/__sandbox/')) return next()
  const refusal = controlRefusal(req.method ?? 'GET', pathname, req.headers)
  if (!refusal) return next()
  res.statusCode = refusal.status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(refusal.body))
}
