// Starts a real sandbox in this process for contract tests: fresh data in a temp folder, strict contract checks.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import createClient from 'openapi-fetch'
import type { paths } from '../../src/lib/api/schema.gen'
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/server'

export type TestSandbox = Sandbox & { dataDir: string }

export async function startSandbox(opts: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'))
  const sandbox = await createSandbox({ port: 0, dataDir, fresh: true, strict: true, simulate: false, log: () => undefined, ...opts })
  // A folder made here goes with the sandbox: each holds a database of tens of MB, and a run starts dozens
  const closeServer = sandbox.close.bind(sandbox)
  const close = async () => {
    await closeServer()
    if (opts.dataDir === undefined) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return Object.assign(sandbox, { dataDir, close })
}

export const DEMO = {
  kwManager: 'manager@kw.demo',
  kwStaff: 'staff@kw.demo',
  saManager: 'manager@sa.demo',
  kwPolling: 'polling@kw.demo',
  password: 'Demo@1234',
} as const

export type Country = 'kw' | 'sa'

/** The generated client on one country's API base, optionally signed in */
export function api(sb: Sandbox, country: Country, token?: string) {
  return createClient<paths>({
    baseUrl: `${sb.url}/${country}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

export function loyaltyApi(sb: Sandbox, country: Country, token?: string) {
  return createClient<paths>({ baseUrl: `${sb.url}/${country}/loyalty`, headers: token ? { authorization: `Bearer ${token}` } : {} })
}

export async function signIn(sb: Sandbox, email: string, password: string = DEMO.password): Promise<string> {
  const country: Country = email.endsWith('sa.demo') || email.endsWith('sa.sandbox') ? 'sa' : 'kw'
  const { data, error } = await api(sb, country).POST('/api/v1/auth/login', { body: { username: email, password, app_id: 2 } })
  if (!data) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(error)}`)
  return data.token
}

export async function control<T = unknown>(sb: Sandbox, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sb.url}/__sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    // the control API refuses calls without this header (a cross-site page cannot send it without a preflight)
    headers: body === undefined ? { 'x-sandbox-control': '1' } : { 'x-sandbox-control': '1', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`control ${path} → ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** Raw request for the cases the typed client refuses to express (wrong types, missing fields) */
export async function raw(sb: Sandbox, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${sb.url}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    /* not json */
  }
  return { status: res.status, json: json as Record<string, unknown> | null, text, headers: res.headers }
}
