import { describe, expect, it } from 'vitest'
import { ext, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { isTrackedPath, trackPageView } from './analytics'

describe('analytics', () => {
  it('tracks past orders, menu and reports only', () => {
    expect(['/past-orders', '/menu', '/reports', '/menu/'].map(isTrackedPath)).toEqual([true, true, true, true])
    expect(['/orders', '/loyalty', '/login', '/'].map(isTrackedPath)).toEqual([false, false, false, false])
  })

  it('posts a page_view event', async () => {
    const bodies: unknown[] = []
    server.use(
      ext.analytics(async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await trackPageView('/menu', { storeId: 101, country: 'KW' })
    expect(bodies).toEqual([{ events: [{ name: 'page_view', path: '/menu', ts: expect.any(Number), store_id: 101, country: 'KW' }] }])
  })

  it('never throws', async () => {
    server.use(ext.analytics(() => HttpResponse.error()))
    await expect(trackPageView('/reports')).resolves.toBeUndefined()
  })
})
