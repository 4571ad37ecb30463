// A sandbox closed (or reset) with a delayed active_orders write still pending (the active_orders_delay_ms fault) does
// not write to its closed database afterwards: an e2e file that closes its sandbox right after that fault would
// otherwise end with an uncaught exception from the timer.
import { describe, expect, it, vi } from 'vitest'
import { control, startSandbox } from '../support/sandbox'

describe('a delayed active_orders write', () => {
  it('is cancelled when the sandbox closes', async () => {
    const sb = await startSandbox()
    await control(sb, '/faults', { active_orders_delay_ms: 100 })
    await control(sb, '/kw/stores/101/orders', { collectionMethod: { id: 1, name: 'Drive-Thru' } })
    const written = vi.spyOn(sb.world.realtime, 'setActiveOrders')
    await sb.close()
    // past the delay: the timer would have read the closed database
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(written).not.toHaveBeenCalled()
  })
})
