// Password hashing for the accounts table: scrypt with a random salt, stored as `salt:hash` in hex.
import crypto from 'node:crypto'

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16).toString('hex')
  return `${salt}:${crypto.scryptSync(password, salt, 32).toString('hex')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':')
  if (!salt || !hash) return false
  const candidate = crypto.scryptSync(password, salt, 32)
  return crypto.timingSafeEqual(candidate, Buffer.from(hash, 'hex'))
}
