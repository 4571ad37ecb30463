// The signed-in user, their store and their avatar.
import type { AccountRow } from '../db'
import type { User } from '../contract-types'
import { fieldError, ok } from '../http'
import { body, signed, type Handler } from './call'

const MAX_AVATAR_BYTES = 2 * 1024 * 1024

export function userView(a: AccountRow): User {
  const url = `/media/avatar/${a.id}?v=${a.avatar_version}`
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    roles: a.roles,
    avatar: a.has_avatar ? { mini: url, small: url, big: url } : null,
    fake_avatar: `/media/fake-avatar/${a.id % 12}.svg`,
  }
}

export const getUserStore: Handler = (c, x) => {
  const { account, store } = signed(c, x)
  return ok({ user: userView(account), store: { id: store.store.id, name: store.store.name } })
}

/** png, jpeg, webp or gif, recognised by their first bytes rather than by what the client claims */
function imageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif'
  return null
}

export const uploadAvatar: Handler = (c, x) => {
  const { account } = signed(c, x)
  const { avatar } = body<{ avatar: string }>(c)
  const base64 = avatar.replace(/^data:[\w/+.-]+;base64,/, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw fieldError('avatar', 'The avatar must be sent as base64.')
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > MAX_AVATAR_BYTES) throw fieldError('avatar', 'The image is larger than 2 MB.')
  const type = imageType(bytes)
  if (!type) throw fieldError('avatar', 'The file is not a png, jpeg, webp or gif image.')
  x.w.db.setAvatar(account.id, bytes, type)
  return ok(userView(x.w.db.account(account.id)!))
}
