// msw handlers typed from the contract: a resolver that returns a body of the wrong shape, or reads a request
// body the operation does not take, fails to typecheck.
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type { paths } from '../../src/lib/api/schema.gen'

export const ORIGIN: string = globalThis.location?.origin ?? 'http://localhost:3000'

export type Country = 'KW' | 'SA'
/** The sandbox layout the config module defaults to */
export const apiBase = (country: Country = 'KW') => `${ORIGIN}/${country.toLowerCase()}`
export const loyaltyBase = (country: Country = 'KW') => `${ORIGIN}/${country.toLowerCase()}/loyalty`
export const EXT = {
  maintenance: `${ORIGIN}/maintenance.json`,
  ipLookup: `${ORIGIN}/__ext/ip/json`,
  analytics: `${ORIGIN}/__ext/analytics/collect`,
  errors: `${ORIGIN}/__ext/errors/report`,
} as const

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete'
export type PathWith<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P
}[keyof paths]
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined
/** Union of every JSON body the operation may answer with (success and errors) */
export type ResponseBody<O> = O extends { responses: infer R } ? { [K in keyof R]: JsonOf<R[K]> }[keyof R] : never
/** The JSON request body of the operation (never when it takes none) */
export type RequestBody<O> = O extends { requestBody?: infer B } ? (NonNullable<B> extends { content: { 'application/json': infer J } } ? J : never) : never

type Body<T> = T extends DefaultBodyType ? T : never

export type Resolver<P extends keyof paths, M extends Method> = HttpResponseResolver<
  PathParams,
  Body<RequestBody<Op<P, M>>>,
  Body<ResponseBody<Op<P, M>>>
>

const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

function handler<M extends Method, P extends PathWith<M>>(method: M, path: P, resolver: Resolver<P, M>, base: string) {
  return http[method](`${base}${toMswPath(path)}`, resolver as HttpResponseResolver)
}

/** Handlers on a country API base (default KW) */
export const api = {
  get: <P extends PathWith<'get'>>(path: P, resolver: Resolver<P, 'get'>, country: Country = 'KW') =>
    handler('get', path, resolver, apiBase(country)),
  post: <P extends PathWith<'post'>>(path: P, resolver: Resolver<P, 'post'>, country: Country = 'KW') =>
    handler('post', path, resolver, apiBase(country)),
  patch: <P extends PathWith<'patch'>>(path: P, resolver: Resolver<P, 'patch'>, country: Country = 'KW') =>
    handler('patch', path, resolver, apiBase(country)),
  delete: <P extends PathWith<'delete'>>(path: P, resolver: Resolver<P, 'delete'>, country: Country = 'KW') =>
    handler('delete', path, resolver, apiBase(country)),
}

/** Handlers on a country loyalty base */
export const loyalty = {
  get: <P extends PathWith<'get'>>(path: P, resolver: Resolver<P, 'get'>, country: Country = 'KW') =>
    handler('get', path, resolver, loyaltyBase(country)),
  post: <P extends PathWith<'post'>>(path: P, resolver: Resolver<P, 'post'>, country: Country = 'KW') =>
    handler('post', path, resolver, loyaltyBase(country)),
}

/** Handlers of the external services and the maintenance file, on their full URLs */
export const ext = {
  maintenance: (resolver: Resolver<'/maintenance.json', 'get'>) => http.get(EXT.maintenance, resolver as HttpResponseResolver),
  ipLookup: (resolver: Resolver<'/json', 'get'>) => http.get(EXT.ipLookup, resolver as HttpResponseResolver),
  analytics: (resolver: Resolver<'/collect', 'post'>) => http.post(EXT.analytics, resolver as HttpResponseResolver),
  errors: (resolver: Resolver<'/report', 'post'>) => http.post(EXT.errors, resolver as HttpResponseResolver),
}

export { HttpResponse }
