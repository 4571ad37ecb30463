import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { api, control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
const tokens: Record<string, string> = {}
beforeAll(async () => {
  sb = await startSandbox()
  for (const email of [DEMO.kwManager, DEMO.kwStaff, DEMO.kwPolling, DEMO.saManager]) tokens[email] = await signIn(sb, email)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

describe('user and store', () => {
  it.each([
    [DEMO.kwManager, 'kw', 101, true],
    [DEMO.kwStaff, 'kw', 101, false],
    [DEMO.kwPolling, 'kw', 102, true],
    [DEMO.saManager, 'sa', 201, true],
  ] as const)('%s gets its user, store and analytics', async (email, country, storeId, manager) => {
    const client = api(sb, country, tokens[email])
    const me = await client.GET('/api/v1/user/store')
    expect(me.data?.store.id).toBe(storeId)
    expect(me.data?.user.roles.includes('ROLE_STORE_MANAGER')).toBe(manager)
    const store = await client.GET('/api/v1/store/{id}', { params: { path: { id: storeId } } })
    expect(store.data?.id).toBe(storeId)
    expect(store.data?.uuid).toBeTruthy()
    const analytics = await client.GET('/api/v1/store/analytics')
    expect(analytics.data?.tips.currency).toBe(store.data?.currency.code)
  })

  it('gives the store in Arabic with _locale=ar', async () => {
    const { data } = await api(sb, 'kw', tokens[DEMO.kwManager]).GET('/api/v1/store/{id}', { params: { path: { id: 101 }, query: { _locale: 'ar' } } })
    expect(data?.name).toMatch(/[\u0600-\u06FF]/)
  })

  it("refuses another store's data with 403 and a 404 for no such operation", async () => {
    const r = await api(sb, 'kw', tokens[DEMO.kwManager]).GET('/api/v1/store/{id}', { params: { path: { id: 102 } } })
    expect(r.response.status).toBe(403)
    expect(r.error).toMatchObject({ message: 'User does not belong to store' })
    expect((await raw(sb, 'GET', '/kw/api/v1/nothing-here', tokens[DEMO.kwManager])).status).toBe(404)
  })

  it('uploads an avatar as base64 and serves it back', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    const client = api(sb, 'kw', tokens[DEMO.kwStaff])
    const { data } = await client.POST('/api/v1/user/avatar', { body: { avatar: `data:image/png;base64,${png}` } })
    expect(data?.avatar?.mini).toMatch(/^\/media\/avatar\/\d+\?v=1$/)
    const img = await fetch(`${sb.url}${data!.avatar!.mini}`)
    expect(img.headers.get('content-type')).toBe('image/png')
    const bad = await client.POST('/api/v1/user/avatar', { body: { avatar: Buffer.from('<svg onload=alert(1)>').toString('base64') } })
    expect(bad.response.status).toBe(400)
    expect(JSON.stringify(bad.error)).toContain('avatar')
  })
})

describe('store status and availability', () => {
  it('lets the polling store manager go busy 15 min and back to open', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwPolling])
    const busy = await client.POST('/api/v1/store/status', { body: { status_id: 3, busy_timer_mins: 15 } })
    expect(busy.data).toMatchObject({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 15 })
    expect(busy.data?.busy_until).toBeTruthy()
    const open = await client.POST('/api/v1/store/status', { body: { status_id: 1 } })
    expect(open.data).toMatchObject({ status: { id: 1 }, busy_timer_mins: null, busy_until: null })
    const closed = await client.POST('/api/v1/store/status', { body: { status_id: 2 } })
    expect(closed.response.status).toBe(400)
  })

  it('keeps the status read-only where the store has collection control (403)', async () => {
    const r = await api(sb, 'kw', tokens[DEMO.kwManager]).POST('/api/v1/store/status', { body: { status_id: 3, busy_timer_mins: 5 } })
    expect(r.response.status).toBe(403)
  })

  it('sets a collection method busy, then available', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwManager])
    const busy = await client.POST('/api/v1/store/collection/availability', { body: { dt_available: false, dt_busy_mins: 30 } })
    expect(busy.data?.collection_method).toMatchObject({ dt_available: false, dt_busy_mins: 30 })
    expect(busy.data?.collection_method.dt_busy_until).toBeTruthy()
    const back = await client.POST('/api/v1/store/collection/availability', { body: { dt_available: true, dt_busy_mins: null } })
    expect(back.data?.collection_method).toMatchObject({ dt_available: true, dt_busy_mins: null, dt_busy_until: null })
    const refused = await api(sb, 'kw', tokens[DEMO.kwPolling]).POST('/api/v1/store/collection/availability', { body: { wt_available: true } })
    expect(refused.response.status).toBe(403)
  })

  it('keeps the store online and hands out the notifier config and print dictionaries', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwStaff])
    const online = await client.GET('/api/v1/store/online')
    expect(online.data?.visible).toBe(true)
    const notifier = await client.GET('/api/v1/discovery/store')
    expect(notifier.data).toMatchObject({ impersonate: false })
    expect(notifier.data?.token.split('.')).toHaveLength(3)
    for (const locale of ['en', 'ar'] as const) {
      const dict = await client.GET('/api/v1/dictionary/{storeId}/{locale}', { params: { path: { storeId: 101, locale } } })
      expect(Object.values(dict.data ?? {}).join(' ')).toContain('%code%')
    }
  })
})

describe("'Open Now', visibility and collection busy minutes running out", () => {
  const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString()

  it('opens a store closed by its service hours early (Open only), where the status may be changed', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwPolling])
    await control(sb, '/kw/stores/102/settings', { service_hours: { closed: true, opens_at: inTenMinutes() } })
    await control(sb, '/kw/stores/102/status', { status_id: 2 })
    const busy = await client.POST('/api/v1/store/status', { body: { status_id: 3, busy_timer_mins: 5 } })
    expect(busy.response.status).toBe(403)
    const open = await client.POST('/api/v1/store/status', { body: { status_id: 1 } })
    expect(open.data).toMatchObject({ status: { id: 1 }, busy_timer_mins: null, busy_until: null })
    const store = await client.GET('/api/v1/store/{id}', { params: { path: { id: 102 } } })
    expect(store.data).toMatchObject({ status: { id: 1 }, service_hours: { closed: false, opens_at: null } })
  })

  it('refuses opening early where the store has collection control (its status is read-only)', async () => {
    await control(sb, '/kw/stores/101/settings', { service_hours: { closed: true, opens_at: inTenMinutes() } })
    try {
      const r = await api(sb, 'kw', tokens[DEMO.kwManager]).POST('/api/v1/store/status', { body: { status_id: 1 } })
      expect(r.response.status).toBe(403)
    } finally {
      await control(sb, '/kw/stores/101/settings', { service_hours: { closed: false, opens_at: null } })
    }
  })

  it("control /visibility sets how long customers still see the store; 'Yes' (store/online) gives 30 min again", async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwStaff])
    const soon = await control<{ visible: boolean; visible_until: string }>(sb, '/kw/stores/101/visibility', { minutes: 3 })
    expect(soon.visible).toBe(true)
    expect(Date.parse(soon.visible_until) - Date.now()).toBeGreaterThan(2 * 60_000)
    expect((await client.GET('/api/v1/store/{id}', { params: { path: { id: 101 } } })).data?.visibility).toEqual(soon)
    await control(sb, '/kw/stores/101/visibility', { minutes: 0 })
    expect((await client.GET('/api/v1/store/{id}', { params: { path: { id: 101 } } })).data?.visibility?.visible).toBe(false)
    const online = await client.GET('/api/v1/store/online')
    expect(online.data?.visible).toBe(true)
    expect(Date.parse(online.data!.visible_until) - Date.now()).toBeGreaterThan(29 * 60_000)
    await expect(control(sb, '/kw/stores/101/visibility', { minutes: 'soon' })).rejects.toThrow(/400/)
  })

  it('control /expire ends a busy method now and publishes collection_availability_expired', async () => {
    const publish = vi.spyOn(sb.world.realtime, 'publish')
    try {
      await control(sb, '/kw/stores/101/availability', { dt_available: false, dt_busy_mins: 5 })
      const { collection_method } = await control<{ collection_method: Record<string, unknown> }>(sb, '/kw/stores/101/expire', { method: 'dt' })
      expect(collection_method).toMatchObject({ dt_available: true, dt_busy_mins: null, dt_busy_until: null })
      const expired = publish.mock.calls.map((c) => c[2]).find((e) => e.event === 'collection_availability_expired')
      expect(expired).toMatchObject({ payload: { method: 'dt', collection_method: { dt_available: true } } })
      const store = await api(sb, 'kw', tokens[DEMO.kwManager]).GET('/api/v1/store/{id}', { params: { path: { id: 101 } } })
      expect(store.data?.collection_method).toMatchObject({ dt_available: true, dt_busy_mins: null })
      // nothing running: a clear 400
      await expect(control(sb, '/kw/stores/101/expire', { method: 'dt' })).rejects.toThrow(/400/)
      await expect(control(sb, '/kw/stores/101/expire', { method: 'xx' })).rejects.toThrow(/400/)
    } finally {
      publish.mockRestore()
    }
  })
})
