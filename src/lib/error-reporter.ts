// Reports render and runtime errors to the error-reporting service, skipping the noisy ones of SPEC section 8.
import { isNoisyError } from '../domain/error-catalogue'
import type { components } from './api/schema.gen'
import { config } from './config'
import { routePattern } from './route-pattern'

type ErrorReport = components['schemas']['ErrorReport']

interface ReporterUser {
  id: string | null
  email: string | null
  /** 'impersonate' while impersonating */
  segment: string | null
}

let user: ReporterUser | null = null

/** Who is signed in (null after sign-out); the realtime and session code keep this current */
export function setReporterUser(next: ReporterUser | null): void {
  user = next
}

export function getReporterUser(): ReporterUser | null {
  return user
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status
  return undefined
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

export function shouldReport(error: unknown): boolean {
  return !isNoisyError({ status: statusOf(error), message: messageOf(error) })
}

/** Sends the error unless it is noisy. Returns whether it was sent. Never throws. */
export async function reportError(
  error: unknown,
  extra: { level?: 'error' | 'warning'; tags?: Record<string, string> } = {},
): Promise<boolean> {
  if (!shouldReport(error)) return false
  const report: ErrorReport = {
    message: messageOf(error).slice(0, 2000) || 'Unknown error',
    level: extra.level ?? 'error',
    // the route pattern, not the path: a reset token or an impersonation code must not reach the reporter
    url: `${window.location.origin}${routePattern(window.location.pathname)}`,
    release: config.release,
    environment: config.environment,
    tags: { ...extra.tags },
  }
  if (error instanceof Error && error.stack) report.stack = error.stack.slice(0, 20000)
  if (user) report.user = { id: user.id, email: user.email, segment: user.segment }
  try {
    await globalThis.fetch(`${config.errorReporterBase}/report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    })
    return true
  } catch {
    return false
  }
}
