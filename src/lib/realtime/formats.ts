// The string formats and the one runtime helper the generated realtime validators (validators.gen.ts) call.
// date-time as ajv-formats' full mode checks it (RFC 3339 with a zone, real calendar days), which is what the
// sandbox validates the same schemas with.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(z|[+-]\d{2}(?::?\d{2})?)$/i
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

function dateTime(value: string): boolean {
  const m = DATE_TIME.exec(value)
  if (!m) return false
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  const days = month === 2 && isLeap(year) ? 29 : (DAYS[month] ?? 0)
  return month >= 1 && month <= 12 && day >= 1 && day <= days && hour <= 23 && minute <= 59 && second < 61
}

function uri(value: string): boolean {
  try {
    return new URL(value).protocol.length > 1
  } catch {
    return false
  }
}

const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i

export const FORMATS: Record<string, (value: string) => boolean> = {
  'date-time': dateTime,
  email: (value) => EMAIL.test(value),
  uri,
}

/** String length in code points, as JSON Schema's minLength and maxLength count */
export function ucs2length(value: string): number {
  return Array.from(value).length
}
