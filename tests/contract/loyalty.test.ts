import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { api, control, DEMO, loyaltyApi, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
const tokens: Record<string, string> = {}
beforeAll(async () => {
  sb = await startSandbox()
  for (const email of [DEMO.kwManager, DEMO.kwStaff, DEMO.saManager]) tokens[email] = await signIn(sb, email)
})
afterAll(async () => {
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

describe('loyalty', () => {
  it('finds a card holder, adds punches and refuses the same receipt twice', async () => {
    const past = (await api(sb, 'kw', tokens[DEMO.kwStaff]).GET('/api/v1/search/order', { params: { query: { status_id: 5 } } })).data as {
      orders: components['schemas']['Order'][]
    }
    const phone = past.orders[0]!.user.phone
    const client = loyaltyApi(sb, 'kw', tokens[DEMO.kwStaff])
    const card = (await client.GET('/store/loyalty/search', { params: { query: { phone } } })).data!
    expect(card.customer).toMatchObject({ phone })
    expect(card.customer?.created).toBeTruthy()
    expect(card.settings.punch_type).toBe('quantity')
    const before = card.loyalty!.count_punches
    const added = await client.POST('/store/loyalty/punch/add', { body: { phone, receipt: 'R-1001', amount: 4.5, count_punches: 3 } })
    expect(added.data).toEqual({ manual_punches_added: 3, loyalty: { count_punches: before + 3 } })
    const twice = await client.POST('/store/loyalty/punch/add', { body: { phone, receipt: 'R-1001', amount: 4.5, count_punches: 1 } })
    expect(twice.error).toMatchObject({ errors: { children: { receipt: { errors: ['This receipt was already punched.'] } } } })
  })

  it('shows a phone that ordered but has no card as a new customer, and an unknown phone as nobody', async () => {
    await control(sb, '/kw/stores/101/orders', { user: { phone: '+96599990000' } })
    const client = loyaltyApi(sb, 'kw', tokens[DEMO.kwStaff])
    const fresh = (await client.GET('/store/loyalty/search', { params: { query: { phone: '+96599990000' } } })).data!
    expect(fresh.customer).toEqual({ name: null, phone: '+96599990000', count_orders: null, created: null })
    const nobody = (await client.GET('/store/loyalty/search', { params: { query: { phone: '+96511112222' } } })).data!
    expect(nobody).toMatchObject({ customer: null, loyalty: null })
    const punch = await client.POST('/store/loyalty/punch/add', { body: { phone: '+96511112222', receipt: 'R-9', amount: 1, count_punches: 1 } })
    expect(punch.response.status).toBe(404)
  })

  it('refuses a short phone and a brand without manual punches', async () => {
    const short = await loyaltyApi(sb, 'kw', tokens[DEMO.kwStaff]).GET('/store/loyalty/search', { params: { query: { phone: '+9651234' } } })
    expect(short.response.status).toBe(400)
    const sa = await loyaltyApi(sb, 'sa', tokens[DEMO.saManager]).GET('/store/loyalty/search', { params: { query: { phone: '+966500000000' } } })
    expect(sa.response.status).toBe(403)
  })
})
