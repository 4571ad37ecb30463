// The same firebase SDK the browser uses, against the sandbox's realtime database and auth stand-ins.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth'
import { connectDatabaseEmulator, get, getDatabase, goOffline, onValue, ref } from 'firebase/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { api, control, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

type Wire = components['schemas']['RealtimeWireObject']
let sb: TestSandbox
let app: FirebaseApp
beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  goOffline(getDatabase(app))
  await deleteApp(app)
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

describe('realtime', () => {
  it('signs in with the custom token of discovery/store and receives the event of a new order', async () => {
    const token = await signIn(sb, DEMO.kwStaff)
    const notifier = (await api(sb, 'kw', token).GET('/api/v1/discovery/store')).data!
    const config = await control<{ countries: { KW: { realtime: { databaseURL: string; apiKey: string; projectId: string } } } }>(sb, '/config')
    const rt = config.countries.KW.realtime
    app = initializeApp({ apiKey: rt.apiKey, projectId: rt.projectId, databaseURL: rt.databaseURL }, `test-${Date.now()}`)
    const port = Number(new URL(sb.url).port)
    const auth = getAuth(app)
    connectAuthEmulator(auth, `http://127.0.0.1:${port}`, { disableWarnings: true })
    const db = getDatabase(app)
    connectDatabaseEmulator(db, '127.0.0.1', port)
    const cred = await signInWithCustomToken(auth, notifier.token)
    expect(cred.user.uid).toMatch(/^store-101-user-\d+$/)

    const events: Wire[] = []
    const connected: boolean[] = []
    onValue(ref(db, '.info/connected'), (s) => connected.push(s.val() as boolean))
    onValue(ref(db, `store/${notifier.uuid}/object`), (s) => {
      if (s.val()) events.push(s.val() as Wire)
    })
    await expect.poll(() => connected.at(-1), { timeout: 10_000 }).toBe(true)

    const order = await control<components['schemas']['Order']>(sb, '/kw/stores/101/orders', { collectionMethod: { id: 1, name: 'Drive-Thru' } })
    await expect.poll(() => events.find((e) => e.event === 'order_new')).toBeTruthy()
    const decoded = JSON.parse(events.find((e) => e.event === 'order_new')!.payload) as { order: { id: number } }
    expect(decoded.order.id).toBe(order.id)

    const active = (await get(ref(db, `store/${notifier.uuid}/active_orders`))).val() as Record<string, { code: string; status_id: number }>
    expect(active[String(order.id)]).toMatchObject({ code: order.code, status_id: 2 })

    await control(sb, `/kw/orders/${order.id}/status`, { status_id: 3 })
    await expect.poll(() => events.some((e) => e.event === 'order_status_changed')).toBe(true)

    // marked ready with its event lost on the way (the drop_events fault): no event, but active_orders' `updated` moves
    type Entry = { updated: number }
    const updatedOf = async () => ((await get(ref(db, `store/${notifier.uuid}/active_orders`))).val() as Record<string, Entry>)[String(order.id)]!.updated
    await expect.poll(async () => (await updatedOf()) > 0, { timeout: 10_000 }).toBe(true)
    const confirmedAt = await updatedOf()
    await control(sb, '/faults', { drop_events: 1 })
    expect((await api(sb, 'kw', token).POST('/api/v1/order/ready', { body: { order_id: order.id } })).error).toBeUndefined()
    await expect.poll(updatedOf, { timeout: 10_000 }).toBeGreaterThan(confirmedAt)
    expect(events.filter((e) => e.event === 'order_updated')).toEqual([])
    expect((await control<{ drop_events: number }>(sb, '/faults', {})).drop_events).toBe(0)

    await control(sb, '/maintenance', { warning: { enabled: true, message_english: 'Maintenance at 2am' } })
    await expect.poll(async () => (await get(ref(db, 'settings/maintenance'))).val()).toMatchObject({ enabled: true, message_english: 'Maintenance at 2am' })

    // one tablet answers 'Go Live': every tablet of the store hears the new visibility
    await control(sb, '/kw/stores/101/visibility', { minutes: 0 })
    await api(sb, 'kw', token).GET('/api/v1/store/online')
    await expect.poll(() => events.filter((e) => e.event === 'store_visibility').map((e) => (JSON.parse(e.payload) as { visible: boolean }).visible)).toEqual([false, true])

    await control(sb, '/faults', { realtime_down: true })
    await expect.poll(() => connected.at(-1), { timeout: 10_000 }).toBe(false)
    await control(sb, '/faults', { realtime_down: false })
    await expect.poll(() => connected.at(-1), { timeout: 15_000 }).toBe(true)
  })

  it('refuses a token that is not a custom token', async () => {
    const other = initializeApp({ apiKey: 'sandbox-kw-key', projectId: 'sandbox-kw', databaseURL: 'https://sandbox-kw.firebaseio.com' }, `bad-${Date.now()}`)
    const auth = getAuth(other)
    connectAuthEmulator(auth, sb.url, { disableWarnings: true })
    await expect(signInWithCustomToken(auth, 'garbage')).rejects.toMatchObject({ code: 'auth/invalid-custom-token' })
    await deleteApp(other)
  })
})
