// The one REST client: one openapi-fetch client per country base, typed from schema.gen.ts.
// Middleware: bearer token on every /api call except the impersonation verify URL (it carries the public
// token) and the calls marked `withoutSession`, `_locale` on the calls that take it, a 20000 ms timeout, and the
// error catalogue of SPEC section 8 as toasts (a 401 to the current token signs out).
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { isOrderAlreadyAnswer, toastForHttpError, toastForOtherFailure, type CatalogueToast } from '../../domain/error-catalogue'
import { config, type CountryCode } from '../config'
import { SAVED_COPY_HEADER } from '../../domain/saved-copy'
import { noteServerDate } from '../server-clock'
import type { paths } from './schema.gen'

export type ApiClient = Client<paths>

/** How the client reaches the app's state; wired once at boot (src/app/wire.ts), so lib/ imports no store */
export interface ApiHooks {
  getToken(): string | null
  getLocale(): 'en' | 'ar'
  notify(toast: CatalogueToast): void
  onUnauthorized(): void
}

let hooks: ApiHooks = {
  getToken: () => null,
  getLocale: () => 'en',
  notify: () => undefined,
  onUnauthorized: () => undefined,
}

export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next }
}

/** The one /api URL that does not carry the user's bearer token */
export const BEARER_EXCLUDED_PATH = '/api/v1/auth/impersonate/verify'

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch'
type TakesLocale<Op> = Op extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? false
    : '_locale' extends keyof NonNullable<Q>
      ? true
      : false
  : false
/** Paths with an operation whose contract declares the `_locale` query parameter */
type LocalePath = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : [TakesLocale<NonNullable<paths[P][M]>>] extends [true] ? P : never
  }[Method]
}[keyof paths]

/**
 * The calls that take `_locale` (the middleware adds the UI language when the caller did not set it). The backend
 * validates query strings strictly, so the other calls get none. Typechecked both ways against the contract.
 */
export const LOCALE_PATHS = [
  '/api/v1/store/{id}',
  '/api/v1/store/{id}/order',
  '/api/v1/order/{id}',
  '/api/v1/order/{id}/invoice',
  '/api/v1/search/order',
  '/api/v1/store/{id}/category',
  '/api/v1/store/{id}/product',
] as const satisfies readonly LocalePath[]
type Unlisted = Exclude<LocalePath, (typeof LOCALE_PATHS)[number]>
// Fails to compile when the contract gains a `_locale` operation that is not listed above
const everyLocalePathListed: [Unlisted] extends [never] ? true : Unlisted = true
void everyLocalePathListed
const localePaths: ReadonlySet<string> = new Set(LOCALE_PATHS)

/** A failed call. `notified` is true once the catalogue toast was shown, so callers never toast twice. */
export class ApiError extends Error {
  readonly status: number | undefined
  readonly body: unknown
  readonly notified: boolean
  /** seconds the server asked to wait (Retry-After of a 429), when it said */
  readonly retryAfter: number | undefined
  constructor(
    message: string,
    options: { status?: number | undefined; body?: unknown; notified?: boolean; cause?: unknown; retryAfter?: number | undefined } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ApiError'
    this.status = options.status
    this.body = options.body
    this.notified = options.notified ?? false
    this.retryAfter = options.retryAfter
  }
}

export interface MiddlewareOptions {
  timeoutMs: number
  /** 'api': bearer on /api paths except the excluded one (SPEC 7); 'all': every path (the loyalty base) */
  bearer: 'api' | 'all'
}

async function rebuild(request: Request, url: string, signal: AbortSignal): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = hasBody ? await request.clone().arrayBuffer() : undefined
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: body && body.byteLength > 0 ? body : undefined,
    signal,
    credentials: request.credentials,
    redirect: request.redirect,
  })
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message
  return fallback
}

/** Marks a request as a background refresh: a network failure is not toasted (see the middleware) */
export const BACKGROUND_HEADER = 'X-Background-Refresh'
export const backgroundRequest = { headers: { [BACKGROUND_HEADER]: '1' } } as const

/**
 * Marks a request the user did not ask for and will not hear about, whatever its answer: a check the dashboard makes
 * on its own (an order read again after a lost answer, one that left the board). Neither a network failure nor an
 * HTTP error is toasted; a 401 still signs out and says so.
 */
const QUIET_HEADER = 'X-Quiet'
export const quietRequest = { headers: { [BACKGROUND_HEADER]: '1', [QUIET_HEADER]: '1' } } as const

/**
 * Marks a request whose 'Order already…' refusal the caller expects and handles quietly (auto-confirm racing
 * another tablet of the store): that refusal is not toasted; any other failure is.
 */
const EXPECTS_ORDER_ALREADY_HEADER = 'X-Expects-Order-Already'
export const expectsOrderAlready = { headers: { [EXPECTS_ORDER_ALREADY_HEADER]: '1' } } as const

/**
 * Marks a request that is not the signed-in user's (a sign-in, the impersonation's public login and verify): it goes
 * without the user's bearer, so its 401 is about its own credentials and signs nobody out.
 */
const WITHOUT_SESSION_HEADER = 'X-Without-Session'
export const withoutSession = { headers: { [WITHOUT_SESSION_HEADER]: '1' } } as const

/** Non-GET calls on their way, of every client: a change a reload of the page would cut short */
const changing = new Set<string>()
const changesSettled = new Set<() => void>()
export const changesInFlight = (): number => changing.size
/** Calls `listener` once no change is on its way any more, after its caller has taken the answer */
export function onChangesSettled(listener: () => void): void {
  changesSettled.add(listener)
}
function changeEnded(id: string): void {
  if (!changing.delete(id) || changing.size > 0) return
  setTimeout(() => {
    for (const listener of changesSettled) listener()
  }, 0)
}

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')

/**
 * A 2xx JSON answer the middleware has already read and parsed: openapi-fetch takes `json()` from it (a Content-Length
 * makes it call `json()` rather than parse the text itself), so a 300-order list is parsed once, not twice.
 */
class ParsedResponse extends Response {
  readonly #parsed: unknown
  constructor(parsed: unknown, text: string, original: Response) {
    const headers = new Headers(original.headers)
    headers.set('Content-Length', String(new TextEncoder().encode(text).byteLength))
    super(text, { status: original.status, statusText: original.statusText, headers })
    this.#parsed = parsed
  }
  override json(): Promise<unknown> {
    return Promise.resolve(this.#parsed)
  }
}

export function createApiMiddleware(options: MiddlewareOptions): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const background = new Set<string>()
  const quiet = new Set<string>()
  const expectsAlready = new Set<string>()
  /** the token each request went out with (null when it carried none) */
  const sentWith = new Map<string, string | null>()
  // called once a request is answered (its body read) or failed
  const clear = (id: string) => {
    const timer = timers.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(id)
    changeEnded(id)
  }
  return {
    async onRequest({ request, schemaPath, id }) {
      // counted at once: this part runs within the caller's call, so a check right after it sees the change
      if (request.method !== 'GET' && request.method !== 'HEAD') changing.add(id)
      // Background refreshes (polling while realtime is down, Basic View) expect network failures: the offline
      // banner says so once, instead of a toast every few seconds. HTTP errors still show.
      if (request.headers.has(BACKGROUND_HEADER)) {
        background.add(id)
        request.headers.delete(BACKGROUND_HEADER)
      }
      if (request.headers.has(QUIET_HEADER)) {
        quiet.add(id)
        request.headers.delete(QUIET_HEADER)
      }
      if (request.headers.has(EXPECTS_ORDER_ALREADY_HEADER)) {
        expectsAlready.add(id)
        request.headers.delete(EXPECTS_ORDER_ALREADY_HEADER)
      }
      const withSession = !request.headers.has(WITHOUT_SESSION_HEADER)
      request.headers.delete(WITHOUT_SESSION_HEADER)
      const isApi = schemaPath.startsWith('/api/')
      const token = hooks.getToken()
      const bearer = token && withSession && schemaPath !== BEARER_EXCLUDED_PATH && (isApi || options.bearer === 'all') ? token : null
      sentWith.set(id, bearer)
      if (bearer) request.headers.set('Authorization', `Bearer ${bearer}`)
      const url = new URL(request.url)
      if (localePaths.has(schemaPath) && !url.searchParams.has('_locale')) url.searchParams.set('_locale', hooks.getLocale())

      const controller = new AbortController()
      const outer = request.signal
      if (outer.aborted) controller.abort(outer.reason)
      else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true })
      timers.set(
        id,
        setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), options.timeoutMs),
      )
      try {
        return await rebuild(request, url.toString(), controller.signal)
      } catch (error) {
        // no answer or failure will come to end it
        clear(id)
        throw error
      }
    },
    async onResponse({ response, id, options: { parseAs } }) {
      // the service worker's saved copy keeps the Date of the day it was saved: not the server's clock now
      if (!response.headers.has(SAVED_COPY_HEADER)) noteServerDate(response.headers.get('Date'))
      const token = sentWith.get(id)
      sentWith.delete(id)
      if (response.ok) {
        // openapi-fetch parses a 2xx body after the middleware, where a body that is not JSON would reject with a bare
        // SyntaxError: no catalogue toast, and callers that only rethrow would fail silently. So the body is read here,
        // still inside the timeout, and a broken one is a failure of its own: 'Something went wrong' (SPEC 8). A sound
        // one goes on already parsed.
        const isBackground = background.delete(id)
        quiet.delete(id)
        expectsAlready.delete(id)
        if (parseAs !== 'json' || response.status === 204) {
          clear(id)
          return undefined
        }
        let text: string
        try {
          text = await response.clone().text()
        } catch (error) {
          clear(id)
          // the timeout (or the network) cut the body off: the same failure as one before the headers
          if (!isBackground) hooks.notify(toastForOtherFailure())
          throw new ApiError(isTimeout(error) ? 'Timeout' : 'Network Error', { status: response.status, notified: true, cause: error })
        }
        clear(id)
        if (!text) return undefined
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch (error) {
          hooks.notify(toastForOtherFailure())
          throw new ApiError('Malformed response', { status: response.status, notified: true, cause: error })
        }
        return new ParsedResponse(parsed, text, response)
      }
      clear(id)
      background.delete(id)
      const isQuiet = quiet.delete(id)
      const quietIfAlready = expectsAlready.delete(id)
      let body: unknown
      try {
        const text = await response.clone().text()
        body = text ? (JSON.parse(text) as unknown) : undefined
      } catch {
        body = undefined
      }
      if (quietIfAlready && isOrderAlreadyAnswer({ status: response.status, message: messageOf(body, '') })) return undefined
      const toast = toastForHttpError({ status: response.status, statusText: response.statusText, body })
      // calls that went out together with an expired token: the first 401 signed out and said so, the others are quiet
      if (toast.signOut && token && token !== hooks.getToken()) return undefined
      // Only the current token answered 401 means the session expired. A call without it (a wrong password, perhaps in
      // another window of this device) fails on its own and must not clear the token the other windows share.
      const expired = toast.signOut && !!token
      if (isQuiet && !expired) return undefined
      hooks.notify(expired ? toast : { ...toast, signOut: false })
      if (expired) hooks.onUnauthorized()
      return undefined
    },
    onError({ error, id }) {
      clear(id)
      sentWith.delete(id)
      expectsAlready.delete(id)
      quiet.delete(id)
      // a call its caller cancelled (the user left the page) is no failure to tell anyone about
      const cancelled = error instanceof Error && error.name === 'AbortError'
      if (!background.delete(id) && !cancelled) hooks.notify(toastForOtherFailure())
      return new ApiError(isTimeout(error) ? 'Timeout' : 'Network Error', { notified: true, cause: error })
    },
  }
}

export function createApiClient(baseUrl: string, options: MiddlewareOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    // openapi-fetch captures fetch at creation; look it up per call so test interceptors and wrappers apply
    fetch: (request: Request) => globalThis.fetch(request),
  })
  client.use(createApiMiddleware(options))
  return client
}

const apiClients = new Map<string, ApiClient>()

/** The REST client of a country's API base */
export function apiClient(country: CountryCode): ApiClient {
  const base = config.countries[country].apiBase
  let client = apiClients.get(base)
  if (!client) {
    client = createApiClient(base, { timeoutMs: config.requestTimeoutMs, bearer: 'api' })
    apiClients.set(base, client)
  }
  return client
}

const loyaltyClients = new Map<string, ApiClient>()

/** The client of a country's loyalty base (its paths are outside /api; they carry the bearer too) */
export function loyaltyClient(country: CountryCode): ApiClient {
  const base = config.countries[country].loyaltyBase
  let client = loyaltyClients.get(base)
  if (!client) {
    client = createApiClient(base, { timeoutMs: config.requestTimeoutMs, bearer: 'all' })
    loyaltyClients.set(base, client)
  }
  return client
}

/**
 * Turns an openapi-fetch result into its data or an ApiError. The middleware has already shown the toast.
 * Usage: `const store = await unwrap(api.GET('/api/v1/store/{id}', { params: { path: { id } } }))`
 */
export async function unwrap<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const result = await pending
  if (result.error !== undefined || !result.response.ok) {
    const retryAfter = Number(result.response.headers.get('retry-after'))
    throw new ApiError(messageOf(result.error, result.response.statusText || `HTTP ${result.response.status}`), {
      status: result.response.status,
      body: result.error,
      notified: true,
      retryAfter: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    })
  }
  return result.data as T
}
