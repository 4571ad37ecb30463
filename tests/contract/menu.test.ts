import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/lib/api/schema.gen'
import { api, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

type Product = components['schemas']['MenuProduct']
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

const products = async (country: 'kw' | 'sa', storeId: number, email: string) =>
  (await api(sb, country, tokens[email]).GET('/api/v1/store/{id}/product', { params: { path: { id: storeId } } })).data!

describe('menu', () => {
  it('gives the nested categories and the products in both languages', async () => {
    const client = api(sb, 'kw', tokens[DEMO.kwStaff])
    const cats = (await client.GET('/api/v1/store/{id}/category', { params: { path: { id: 101 } } })).data!
    expect(cats.some((c) => c.children.length > 0)).toBe(true)
    const ar = (await client.GET('/api/v1/store/{id}/product', { params: { path: { id: 101 }, query: { _locale: 'ar' } } })).data!
    expect(ar[0]?.name).toMatch(/[\u0600-\u06FF]/)
  })

  it('toggles a product sold out and back, and refuses staff', async () => {
    const list = await products('kw', 101, DEMO.kwManager)
    const p = list.find((x) => x.in_stock && x.modifiers.length === 0) ?? list.find((x) => x.in_stock)!
    const manager = api(sb, 'kw', tokens[DEMO.kwManager])
    const out = await manager.POST('/api/v1/store/soldout', { body: { product_id: p.id, sold_out: '1' } })
    expect(out.data?.products[0]).toMatchObject({ id: p.id, in_stock: false })
    expect((await products('kw', 101, DEMO.kwManager)).find((x) => x.id === p.id)?.in_stock).toBe(false)
    const back = await manager.POST('/api/v1/store/soldout', { body: { product_id: p.id, sold_out: '0' } })
    expect(back.data?.products[0]?.in_stock).toBe(true)
    const staff = await api(sb, 'kw', tokens[DEMO.kwStaff]).POST('/api/v1/store/soldout', { body: { product_id: p.id, sold_out: '1' } })
    expect(staff.response.status).toBe(403)
  })

  it('sells out products whose modifier falls below min_choices, and refuses to restock them', async () => {
    const list = await products('kw', 101, DEMO.kwManager)
    const target = list.find((p) => p.in_stock && p.modifiers.some((m) => m.min_choices > 0 && m.choices.some((c) => c.in_stock)))!
    const modifier = target.modifiers.find((m) => m.min_choices > 0 && m.choices.some((c) => c.in_stock))!
    const inStock = modifier.choices.filter((c) => c.in_stock)
    const manager = api(sb, 'kw', tokens[DEMO.kwManager])
    // Selling out choices until fewer than min_choices remain takes the product with them.
    const toSellOut = inStock.slice(0, inStock.length - modifier.min_choices + 1)
    let last: Product[] = []
    for (const choice of toSellOut) last = (await manager.POST('/api/v1/store/soldout', { body: { choice_id: choice.id, sold_out: '1' } })).data!.products
    expect(last.find((p) => p.id === target.id)?.in_stock).toBe(false)
    const refused = await manager.POST('/api/v1/store/soldout', { body: { product_id: target.id, sold_out: '0' } })
    expect(refused.response.status).toBe(400)
    expect(refused.error).toMatchObject({ message: 'The product cannot be put back in stock while its modifier choices are out of stock' })
    for (const choice of toSellOut) await manager.POST('/api/v1/store/soldout', { body: { choice_id: choice.id, sold_out: '0' } })
    expect((await manager.POST('/api/v1/store/soldout', { body: { product_id: target.id, sold_out: '0' } })).response.status).toBe(200)
  })

  it('sells out a whole category with its subcategories', async () => {
    const manager = api(sb, 'kw', tokens[DEMO.kwManager])
    const cats = (await manager.GET('/api/v1/store/{id}/category', { params: { path: { id: 101 } } })).data!
    const parent = cats.find((c) => c.children.length > 0)!
    const res = await manager.POST('/api/v1/store/soldout', { body: { category_id: parent.id, sold_out: '1' } })
    const ids = new Set([parent.id, ...parent.children.map((c) => c.id)])
    const list = await products('kw', 101, DEMO.kwManager)
    expect(list.filter((p) => ids.has(p.category.id)).every((p) => !p.in_stock)).toBe(true)
    expect(res.data!.products.length).toBeGreaterThan(1)
    await manager.POST('/api/v1/store/soldout', { body: { category_id: parent.id, sold_out: '0' } })
  })

  it('edits stock where the store keeps it, and nowhere else', async () => {
    const list = await products('sa', 201, DEMO.saManager)
    const p = list.find((x) => x.stock && x.stock.current > 0)!
    const client = api(sb, 'sa', tokens[DEMO.saManager])
    const zero = await client.POST('/api/v1/store/product/stock', { body: { product_id: p.id, current: 0 } })
    expect(zero.data?.products[0]).toMatchObject({ stock: { current: 0 }, in_stock: false })
    const refill = await client.POST('/api/v1/store/product/stock', { body: { product_id: p.id, current: 12 } })
    expect(refill.data?.products[0]).toMatchObject({ stock: { current: 12 }, in_stock: true })
    const kw = await api(sb, 'kw', tokens[DEMO.kwManager]).POST('/api/v1/store/product/stock', { body: { product_id: 101001, current: 3 } })
    expect(kw.response.status).toBe(403)
    const two = await client.POST('/api/v1/store/product/stock', { body: { product_id: p.id, choice_id: 1, current: 1 } as never })
    expect(two.response.status).toBe(400)
  })
})
