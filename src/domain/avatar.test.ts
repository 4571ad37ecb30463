import { describe, expect, it } from 'vitest'
import { AVATAR_MAX_CHARS, avatarProblem } from './avatar'

describe('avatar file', () => {
  it('takes a png, jpeg, webp or gif whose data URL fits the contract', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: 1_500_000 })).toBeNull()
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBeNull()
  })

  it('refuses another type, whatever its size', () => {
    expect(avatarProblem({ type: 'application/x-msdownload', size: 10 })).toBe('user.avatarType')
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('user.avatarType')
    expect(avatarProblem({ type: '', size: 10 })).toBe('user.avatarType')
  })

  it('refuses a picture whose data URL would be longer than the contract allows', () => {
    const prefix = 'data:image/png;base64,'.length
    const largest = Math.floor((AVATAR_MAX_CHARS - prefix) / 4) * 3
    expect(avatarProblem({ type: 'image/png', size: largest })).toBeNull()
    expect(avatarProblem({ type: 'image/png', size: largest + 1 })).toBe('user.avatarTooLarge')
  })
})
