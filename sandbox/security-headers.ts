// The security headers every response of the sandbox carries. Its pages get the production policy
// (deploy/policy.ts) with no extra hosts: the sandbox serves everything from its own origin.
import fs from 'node:fs'
import path from 'node:path'
import { builtInlineHashes, contentSecurityPolicy } from '../deploy/policy'

/** On every response: no MIME sniffing, and no page address sent to other sites */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

let built: { mtimeMs: number; headers: Record<string, string> } | null = null

/**
 * On the dashboard's own files (its pages, scripts and the service worker): the policy allows the inline script and
 * stylesheet of the build served (its index.html, read again when it changes)
 */
export function pageHeaders(dist: string): Record<string, string> {
  let mtimeMs = 0
  try {
    mtimeMs = fs.statSync(path.join(dist, 'index.html')).mtimeMs
  } catch {
    // no build yet: no inline source is allowed
  }
  if (built?.mtimeMs !== mtimeMs) {
    built = { mtimeMs, headers: { ...COMMON_HEADERS, 'content-security-policy': contentSecurityPolicy(undefined, builtInlineHashes(dist)) } }
  }
  return built.headers
}
