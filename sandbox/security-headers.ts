// The security headers every response of the sandbox carries. Its pages get the production policy
// (deploy/policy.ts) with no extra hosts: the sandbox serves everything from its own origin.
import { contentSecurityPolicy } from '../deploy/policy'

/** On every response: no MIME sniffing, and no page address sent to other sites */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

/** On the dashboard's own files (its pages, scripts and the service worker) */
export const PAGE_HEADERS: Record<string, string> = {
  ...COMMON_HEADERS,
  'content-security-policy': contentSecurityPolicy(),
}
