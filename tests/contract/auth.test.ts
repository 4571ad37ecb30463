import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

describe('login', () => {
  it.each([
    [DEMO.kwManager, 'kw'],
    [DEMO.kwStaff, 'kw'],
    [DEMO.kwPolling, 'kw'],
    [DEMO.saManager, 'sa'],
  ] as const)('signs in %s on its country', async (email, country) => {
    const { data, response } = await api(sb, country).POST('/api/v1/auth/login', { body: { username: email, password: DEMO.password, app_id: 2 } })
    expect(response.status).toBe(200)
    expect(data?.token).toMatch(/.{20,}/)
  })

  it('refuses a wrong password with 401 and the message', async () => {
    const { error, response } = await api(sb, 'kw').POST('/api/v1/auth/login', { body: { username: DEMO.kwManager, password: 'nope', app_id: 2 } })
    expect(response.status).toBe(401)
    expect(error).toMatchObject({ code: 401, message: 'Invalid credentials.' })
  })

  it("refuses an account on the other country's backend", async () => {
    const { response } = await api(sb, 'sa').POST('/api/v1/auth/login', { body: { username: DEMO.kwManager, password: DEMO.password, app_id: 2 } })
    expect(response.status).toBe(401)
  })

  it('names the missing field in the nested error shape', async () => {
    const r = await raw(sb, 'POST', '/kw/api/v1/auth/login', undefined, { username: DEMO.kwManager, app_id: 2 })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ code: 400, message: 'Validation Failed', errors: { children: { password: { errors: ['This value should not be blank.'] } } } })
  })

  it('answers 401 without a token, with an unknown one and with an expired one', async () => {
    expect((await raw(sb, 'GET', '/kw/api/v1/user/store')).json).toMatchObject({ code: 401, message: 'JWT Token not found' })
    expect((await raw(sb, 'GET', '/kw/api/v1/user/store', 'made-up')).status).toBe(401)
    const token = await signIn(sb, DEMO.kwStaff)
    expect((await raw(sb, 'GET', '/kw/api/v1/user/store', token)).status).toBe(200)
    await control(sb, '/sessions/expire', { email: DEMO.kwStaff })
    expect((await raw(sb, 'GET', '/kw/api/v1/user/store', token)).json).toMatchObject({ code: 401, message: 'Expired JWT Token' })
  })

  it('does not accept a KW token on the SA backend', async () => {
    const token = await signIn(sb, DEMO.kwManager)
    expect((await raw(sb, 'GET', '/sa/api/v1/user/store', token)).status).toBe(401)
  })
})

describe('password reset', () => {
  it('requests a reset, reads the token from the control API and sets a new password', async () => {
    const client = api(sb, 'kw')
    const req = await client.POST('/api/v1/auth/resetting/request', { body: { email: DEMO.kwPolling } })
    expect(req.data).toEqual({ success: true, message: 'Please check email' })
    const tokens = await control<{ token: string; email: string; used: boolean; path: string }[]>(sb, '/reset-tokens')
    const mine = tokens.find((t) => t.email === DEMO.kwPolling && !t.used)!
    expect(mine.path).toBe(`/resetting/reset/${mine.token}`)

    const weak = await client.POST('/api/v1/auth/resetting/reset', { body: { token: mine.token, password: 'abcdef' } })
    expect(weak.response.status).toBe(400)
    expect(JSON.stringify(weak.error)).toContain('Password must contain 6 to 15 characters')

    const done = await client.POST('/api/v1/auth/resetting/reset', { body: { token: mine.token, password: 'New@pass1' } })
    expect(done.response.status).toBe(200)
    await expect(signIn(sb, DEMO.kwPolling)).rejects.toThrow()
    expect(await signIn(sb, DEMO.kwPolling, 'New@pass1')).toBeTruthy()

    const again = await client.POST('/api/v1/auth/resetting/reset', { body: { token: mine.token, password: 'Other@pass2' } })
    expect(again.error).toMatchObject({ errors: { children: { token: { errors: ['The reset link is invalid or has expired.'] } } } })
  })

  it('says email not found for an unknown address', async () => {
    const { error, response } = await api(sb, 'kw').POST('/api/v1/auth/resetting/request', { body: { email: 'nobody@kw.demo' } })
    expect(response.status).toBe(400)
    expect(error).toMatchObject({ message: 'Email not found' })
  })
})

describe('impersonation', () => {
  it('signs in as the store account through the public account and a single-use auth request', async () => {
    const { auth_request } = await control<{ auth_request: string }>(sb, '/kw/auth-requests', { email: DEMO.kwStaff })
    const publicToken = await signIn(sb, 'public@kw.sandbox', 'Public@1234')
    const verify = () => api(sb, 'kw', publicToken).POST('/api/v1/auth/impersonate/verify', { body: { auth_request } })
    const first = await verify()
    expect(first.response.status).toBe(200)
    const me = await api(sb, 'kw', first.data!.token).GET('/api/v1/user/store')
    expect(me.data?.user.email).toBe(DEMO.kwStaff)
    const notifier = await api(sb, 'kw', first.data!.token).GET('/api/v1/discovery/store')
    expect(notifier.data?.impersonate).toBe(true)
    expect((await verify()).response.status).toBe(404)
  })

  it('refuses a user token in place of the public one, and a public token elsewhere', async () => {
    const { auth_request } = await control<{ auth_request: string }>(sb, '/kw/auth-requests', { email: DEMO.kwStaff })
    const userToken = await signIn(sb, DEMO.kwManager)
    expect((await api(sb, 'kw', userToken).POST('/api/v1/auth/impersonate/verify', { body: { auth_request } })).response.status).toBe(401)
    const publicToken = await signIn(sb, 'public@kw.sandbox', 'Public@1234')
    expect((await api(sb, 'kw', publicToken).GET('/api/v1/user/store')).response.status).toBe(401)
  })
})
