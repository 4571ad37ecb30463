import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInAs } from '../../tests/setup/session'
import { pageLoads } from '../lib/navigation'
import { followSignOutElsewhere, session, signOut } from './session'

const channels: BroadcastChannel[] = []
const otherWindow = () => {
  const ch = new BroadcastChannel('store-dashboard-session')
  channels.push(ch)
  return ch
}
afterEach(() => {
  for (const ch of channels.splice(0)) ch.close()
})

describe('sign-out across windows', () => {
  it('a sign-out in another window signs this one out within a second', async () => {
    signInAs({ token: 'shared-token' })
    const stop = followSignOutElsewhere()
    otherWindow().postMessage({ type: 'signed-out' })
    await expect.poll(() => session.token, { timeout: 1000 }).toBeNull()
    expect(localStorage.getItem('authToken')).toBeNull()
    stop()
  })

  it('a sign-out here tells the other windows', async () => {
    signInAs({ token: 'shared-token' })
    const heard: unknown[] = []
    otherWindow().addEventListener('message', (e) => heard.push(e.data))
    signOut()
    await expect.poll(() => heard, { timeout: 1000 }).toEqual([{ type: 'signed-out' }])
  })

  it('an impersonation in another window loads this one again as the new user, leaving the stored session', async () => {
    const opened: string[] = []
    const open = vi.spyOn(pageLoads, 'open').mockImplementation((to) => void opened.push(to))
    signInAs({ token: 'replaced-token' })
    const stop = followSignOutElsewhere()
    // the other window has stored its impersonation's token before it tells
    localStorage.setItem('authToken', 'impersonation-token')
    otherWindow().postMessage({ type: 'replaced' })
    await expect.poll(() => opened, { timeout: 1000 }).toEqual(['/'])
    expect(localStorage.getItem('authToken')).toBe('impersonation-token')
    stop()
    open.mockRestore()
  })
})
