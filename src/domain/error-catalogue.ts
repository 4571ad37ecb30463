// The error catalogue of SPEC section 8: how a failed call becomes a toast, and which errors the error
// reporter ignores. Pure: the API middleware and the error reporter call it.

export type ToastText = { text: string } | { key: 'error.internalServerError' | 'error.somethingWentWrong' }

export interface CatalogueToast {
  kind: 'unauthorized' | 'client' | 'server' | 'other'
  title: ToastText
  /** Lines of the description (field errors, an error list or error_description) */
  description: string[]
  /** 401: sign out after showing the toast */
  signOut: boolean
}

export interface HttpFailure {
  status: number
  statusText?: string
  body?: unknown
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)

function statusTextOf(f: HttpFailure): string | undefined {
  return str(f.statusText) ?? REASONS[f.status]
}

/** Nested Symfony-style field errors: errors.children.<field>.errors, recursively, as 'field: message' */
export function flattenFieldErrors(node: unknown, field?: string): string[] {
  if (!isRecord(node)) return []
  const out: string[] = []
  if (Array.isArray(node.errors)) {
    for (const message of node.errors) {
      if (typeof message === 'string') out.push(field ? `${field}: ${message}` : message)
    }
  }
  if (isRecord(node.children)) {
    for (const [child, value] of Object.entries(node.children)) out.push(...flattenFieldErrors(value, child))
  }
  return out
}

/** Description of a 4xx body: nested field errors, else an error list, else error_description */
export function describeBody(body: unknown): string[] {
  if (!isRecord(body)) return []
  const { errors } = body
  if (isRecord(errors)) {
    const lines = flattenFieldErrors(errors)
    if (lines.length) return lines
  }
  if (Array.isArray(errors)) {
    const lines = errors.filter((e): e is string => typeof e === 'string' && e !== '')
    if (lines.length) return lines
  }
  const d = str(body.error_description)
  return d ? [d] : []
}

/** The toast for an HTTP error response */
export function toastForHttpError(f: HttpFailure): CatalogueToast {
  const body = isRecord(f.body) ? f.body : {}
  const message = str(body.message)
  if (f.status === 401) {
    const title = statusTextOf(f) ?? message ?? str(body.error)
    const description = message && title !== message ? [message] : describeBody(body)
    return {
      kind: 'unauthorized',
      title: title ? { text: title } : { key: 'error.somethingWentWrong' },
      description,
      signOut: true,
    }
  }
  if (f.status >= 400 && f.status < 500) {
    const title = message ?? statusTextOf(f) ?? str(body.error)
    return {
      kind: 'client',
      title: title ? { text: title } : { key: 'error.somethingWentWrong' },
      description: describeBody(body),
      signOut: false,
    }
  }
  if (f.status >= 500 && f.status < 600) {
    return { kind: 'server', title: { key: 'error.internalServerError' }, description: [], signOut: false }
  }
  return toastForOtherFailure()
}

/** Network error, timeout, or anything that is not an HTTP error response */
export function toastForOtherFailure(): CatalogueToast {
  return { kind: 'other', title: { key: 'error.somethingWentWrong' }, description: [], signOut: false }
}

// ---------------------------------------------------------------------------------------------- noise
const NOISY_STATUSES = new Set([400, 401, 429])
const ORDER_ALREADY = /order (is |was |has )?(been )?already/i

/** A refusal because the order was already moved on ('Order already confirmed'): someone else was first */
export function isOrderAlreadyAnswer(error: { status?: number | undefined; message?: string | undefined }): boolean {
  return error.status !== undefined && error.status >= 400 && error.status < 500 && ORDER_ALREADY.test(error.message ?? '')
}
const NOISY_MESSAGES: readonly RegExp[] = [
  /network ?error/i,
  /failed to fetch/i,
  /too many requests/i,
  /email.*not found|not found.*email/i,
  // the refusal to put a product back in stock while its modifier choices are out of stock
  /(back )?in stock.*(modifier|choice)|(modifier|choice).*out of stock/i,
  /(does not|doesn't|not) belong(s|ing)? to (the |this )?store/i,
  ORDER_ALREADY,
]

/** Errors the error reporter ignores (SPEC section 8) */
export function isNoisyError(error: { status?: number | undefined; message?: string | undefined }): boolean {
  if (error.status !== undefined && NOISY_STATUSES.has(error.status)) return true
  const message = error.message ?? ''
  return NOISY_MESSAGES.some((re) => re.test(message))
}
