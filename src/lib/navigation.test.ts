import { describe, expect, it, vi } from 'vitest'
import { navigateTo, setNavigator } from './navigation'

describe('navigateTo', () => {
  it('holds a move asked for before the router is there, and hands it over once it registers', () => {
    setNavigator(null)
    navigateTo('/login', { replace: true })
    const navigate = vi.fn()
    setNavigator(navigate)
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true })
  })

  it('drops a waiting move when the router leaves: the next router does not get it', () => {
    setNavigator(null)
    navigateTo('/login')
    setNavigator(null)
    const navigate = vi.fn()
    setNavigator(navigate)
    expect(navigate).not.toHaveBeenCalled()
  })
})
