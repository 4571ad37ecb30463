import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { api, control, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let second: TestSandbox | null = null
// the two sandboxes share a folder of the test's own, which outlives the first one's close
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'))
afterAll(async () => {
  await second?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('persistence', () => {
  it('keeps what staff changed across a restart of the sandbox', async () => {
    const first = await startSandbox({ dataDir })
    const token = await signIn(first, DEMO.kwManager)
    const client = api(first, 'kw', token)
    const product = (await client.GET('/api/v1/store/{id}/product', { params: { path: { id: 101 } } })).data!.find((p) => p.in_stock && p.modifiers.length === 0)!
    await client.POST('/api/v1/store/soldout', { body: { product_id: product.id, sold_out: '1' } })
    await client.POST('/api/v1/store/collection/availability', { body: { hd_available: false, hd_busy_mins: 45 } })
    const order = await control<{ id: number }>(first, '/kw/stores/101/orders', {})
    await client.PATCH('/api/v1/order/status', { body: { order_id: order.id, status_id: 3, status_name: 'confirmed', preparation_time: 15 } })
    await first.close()

    second = await startSandbox({ dataDir, fresh: false })
    const again = api(second, 'kw', await signIn(second, DEMO.kwManager))
    expect(token).toBeTruthy()
    const products = (await again.GET('/api/v1/store/{id}/product', { params: { path: { id: 101 } } })).data!
    expect(products.find((p) => p.id === product.id)?.in_stock).toBe(false)
    const store = (await again.GET('/api/v1/store/{id}', { params: { path: { id: 101 } } })).data!
    expect(store.collection_method).toMatchObject({ hd_available: false, hd_busy_mins: 45 })
    const current = (await again.GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })).data!
    expect(current.find((o) => o.id === order.id)).toMatchObject({ status: { id: 3 }, preparationTime: 15 })
    // The old session survived too: tokens live in SQLite.
    expect((await api(second, 'kw', token).GET('/api/v1/user/store')).response.status).toBe(200)
    expect(second.world.collected.violations).toEqual([])
  })

  it('re-seeds on reset', async () => {
    const sb = await startSandbox()
    const token = await signIn(sb, DEMO.kwManager)
    await control(sb, '/kw/stores/101/orders', {})
    expect((await api(sb, 'kw', token).GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })).data).toHaveLength(1)
    await control(sb, '/reset', {})
    const fresh = await signIn(sb, DEMO.kwManager)
    expect((await api(sb, 'kw', fresh).GET('/api/v1/store/{id}/order', { params: { path: { id: 101 } } })).data).toHaveLength(0)
    await sb.close()
  })
})
