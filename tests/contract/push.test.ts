// Push subscriptions on a shared tablet: https endpoints only (the sandbox's own stand-in excepted), nothing beyond
// the browser's fields, an endpoint kept by the account that registered it, and removed by that account or by the
// device that holds it (its auth secret) — or by the push service saying it is gone.
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { control, DEMO, raw, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
let manager: string
let staff: string
beforeAll(async () => {
  sb = await startSandbox()
  manager = await signIn(sb, DEMO.kwManager)
  staff = await signIn(sb, DEMO.kwStaff)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

const PATH = '/kw/api/v1/push/subscription'
function keys() {
  const ecdh = crypto.createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') }
}
const standIn = (id: string) => `${sb.url}/__sandbox/push-service/${id}`
type Held = { endpoint: string; account_id: number }
const held = async () => (await control<{ subscriptions: Held[] }>(sb, '/push')).subscriptions
const heldFor = async (endpoint: string) => (await held()).filter((s) => s.endpoint === endpoint)

describe('the push subscription contract', () => {
  it('takes https endpoints and the sandbox’s own stand-in, and refuses every other endpoint with a field error', async () => {
    expect((await raw(sb, 'POST', PATH, manager, { endpoint: 'https://push.example.com/send/a1', keys: keys(), expirationTime: null })).status).toBe(200)
    expect((await raw(sb, 'POST', PATH, manager, { endpoint: standIn('tablet-a'), keys: keys() })).status).toBe(200)
    for (const endpoint of [
      'http://push.example.com/send/a1',
      'javascript:alert(1)',
      'data:text/plain,x',
      'ftp://push.example.com/x',
      'https://push.example.com',
      // the stand-in's path on another origin, or another path on the sandbox's own origin
      'http://127.0.0.1:1/__sandbox/push-service/x',
      `${sb.url}/__sandbox/reset`,
      `${sb.url}/__sandbox/push-service/x/unsubscribe`,
    ]) {
      const r = await raw(sb, 'POST', PATH, manager, { endpoint, keys: keys() })
      expect([endpoint, r.status]).toEqual([endpoint, 400])
      expect(r.json).toMatchObject({ message: 'Validation Failed', errors: { children: { endpoint: { errors: [expect.any(String)] } } } })
      expect(await heldFor(endpoint)).toEqual([])
    }
  })

  it('admits no extra property on the subscription or its keys', async () => {
    const endpoint = 'https://push.example.com/send/extra'
    const extra = await raw(sb, 'POST', PATH, manager, { endpoint, keys: keys(), store_id: 102 })
    expect(extra.status).toBe(400)
    expect(extra.json).toMatchObject({ errors: { children: { store_id: { errors: ['This field was not expected.'] } } } })
    const inKeys = await raw(sb, 'POST', PATH, manager, { endpoint, keys: { ...keys(), account_id: 1 } })
    expect(inKeys.status).toBe(400)
    expect(inKeys.json).toMatchObject({ errors: { children: { keys: { children: { account_id: { errors: ['This field was not expected.'] } } } } } })
    expect(await heldFor(endpoint)).toEqual([])
  })

  it('lets the same account register an endpoint again, and refuses it to another account (409) without changing it', async () => {
    const endpoint = 'https://push.example.com/send/shared'
    const first = { endpoint, keys: keys() }
    expect((await raw(sb, 'POST', PATH, manager, first)).status).toBe(200)
    const [owner] = await heldFor(endpoint)
    expect((await raw(sb, 'POST', PATH, manager, { endpoint, keys: keys() })).status).toBe(200)
    const taken = await raw(sb, 'POST', PATH, staff, { endpoint, keys: keys() })
    expect(taken.status).toBe(409)
    expect(taken.json).toEqual({ code: 409, message: 'This push endpoint is registered by another account.' })
    expect(await heldFor(endpoint)).toEqual([owner])
  })

  it('removes an endpoint for its own account, or for anyone showing its auth secret; not for another account without it', async () => {
    const endpoint = 'https://push.example.com/send/remove'
    const sub = { endpoint, keys: keys() }
    expect((await raw(sb, 'POST', PATH, manager, sub)).status).toBe(200)
    expect((await raw(sb, 'DELETE', PATH, staff, { endpoint })).status).toBe(200)
    expect(await heldFor(endpoint)).toHaveLength(1)
    expect((await raw(sb, 'DELETE', PATH, staff, { endpoint, auth: keys().auth })).status).toBe(200)
    expect(await heldFor(endpoint)).toHaveLength(1)
    // the device that held the previous user's subscription cleans it up with the next user's token
    expect((await raw(sb, 'DELETE', PATH, staff, { endpoint, auth: sub.keys.auth })).status).toBe(200)
    expect(await heldFor(endpoint)).toEqual([])
    expect((await raw(sb, 'POST', PATH, manager, sub)).status).toBe(200)
    expect((await raw(sb, 'DELETE', PATH, manager, { endpoint })).status).toBe(200)
    expect(await heldFor(endpoint)).toEqual([])
    expect((await raw(sb, 'DELETE', PATH, manager, { endpoint, extra: 1 })).status).toBe(400)
  })

  it('drops a subscription whose push service answers 410 Gone (the browser unsubscribed it)', async () => {
    await control(sb, '/reset', {})
    const token = await signIn(sb, DEMO.kwManager)
    const endpoint = standIn('gone-1')
    expect((await raw(sb, 'POST', PATH, token, { endpoint, keys: keys() })).status).toBe(200)
    expect((await fetch(`${endpoint}/unsubscribe`, { method: 'POST' })).status).toBe(201)
    await control(sb, '/kw/stores/101/orders', {})
    await expect.poll(async () => (await control<{ sent: { status: unknown }[] }>(sb, '/push')).sent.map((s) => s.status)).toEqual([410])
    expect(await heldFor(endpoint)).toEqual([])
  })
})
