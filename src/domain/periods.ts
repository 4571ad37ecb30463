// Days, periods and date display in the store timezone (SPEC sections 5 and 9): the past-orders date presets
// (today, yesterday, last week = last 7 days, last month, custom period), ranges from 00:00 to 23:59, and the
// display formats DD/MM/YYYY, hh:mm A and, on phones, D MMM, YYYY. Pure: the clock is a parameter.
import { dayjs } from './dates'
import { zonedDay } from './zoned'

/** A store day, 'YYYY-MM-DD' */
export type Day = string
export type Range = { from: Day; to: Day }

export const PRESETS = ['today', 'yesterday', 'lastWeek', 'lastMonth'] as const
export type Preset = (typeof PRESETS)[number]

export const DATE_FORMAT = 'DD/MM/YYYY'
export const TIME_FORMAT = 'hh:mm A'
export const MOBILE_DATE_FORMAT = 'D MMM, YYYY'

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD */
export function isDay(value: string | null | undefined): value is Day {
  return !!value && DAY_RE.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid()
}

/**
 * Today in the zone (the periods' name for zoned.ts's zonedDay)
 * @alias
 */
export function today(zone: string, nowMs: number): Day {
  return zonedDay(zone, nowMs)
}

const shift = (day: Day, amount: number, unit: 'day' | 'month'): Day => dayjs(day, 'YYYY-MM-DD').add(amount, unit).format('YYYY-MM-DD')

/**
 * The days of a preset, ending today: today; yesterday; last week = the last 7 days (today and the 6 before);
 * last month = the month up to today (from the day after the same date last month).
 */
export function presetRange(preset: Preset, zone: string, nowMs: number): Range {
  const t = today(zone, nowMs)
  switch (preset) {
    case 'today':
      return { from: t, to: t }
    case 'yesterday': {
      const y = shift(t, -1, 'day')
      return { from: y, to: y }
    }
    case 'lastWeek':
      return { from: shift(t, -6, 'day'), to: t }
    case 'lastMonth':
      return { from: shift(shift(t, -1, 'month'), 1, 'day'), to: t }
  }
}

/** The day `amount` days after `day` (before it when negative) */
export const addDays = (day: Day, amount: number): Day => shift(day, amount, 'day')

/** Every day from `from` to `to`, both included, oldest first */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = []
  for (let d = from; d <= to; d = shift(d, 1, 'day')) days.push(d)
  return days
}

/** The store day and the hour (0–23) of a timestamp in the zone */
export function dayAndHour(iso: string, zone: string): { day: Day; hour: number } | null {
  const d = dayjs(iso)
  if (!d.isValid()) return null
  const local = d.tz(zone)
  return { day: local.format('YYYY-MM-DD'), hour: local.hour() }
}

/** Which preset a range is today ('custom' for any other range) */
export function presetOf(range: Range, zone: string, nowMs: number): Preset | 'custom' {
  return PRESETS.find((p) => {
    const r = presetRange(p, zone, nowMs)
    return r.from === range.from && r.to === range.to
  }) ?? 'custom'
}

/**
 * Query bounds of a range: 00:00 of the first day to the end of 23:59 of the last (23:59:59), in the store timezone;
 * a bare '23:59' would be read as 23:59:00 and leave out the orders of the day's last minute.
 */
export function rangeBounds(range: Partial<Range>): { from_date?: string; to_date?: string } {
  const bounds: { from_date?: string; to_date?: string } = {}
  if (range.from) bounds.from_date = `${range.from} 00:00`
  if (range.to) bounds.to_date = `${range.to} 23:59:59`
  return bounds
}

export type RangeError = 'required' | 'order' | 'future'

/**
 * A custom period needs both days, in order, and no day after today: past orders cannot lie in the future.
 * (SPEC 5 says the picker disables some dates without the rule; future days are the ones that make no sense.)
 */
export function rangeError(from: string, to: string, todayDay: Day): RangeError | undefined {
  if (!isDay(from) || !isDay(to)) return 'required'
  if (from > todayDay || to > todayDay) return 'future'
  if (from > to) return 'order'
  return undefined
}

type Locale = 'en' | 'ar'

/** A timestamp in the store zone, e.g. 'DD/MM/YYYY' or 'hh:mm A' (Arabic uses its month names and ص/م) */
export function formatInZone(iso: string, zone: string, format: string, locale: Locale = 'en'): string {
  const d = dayjs(iso)
  if (!d.isValid()) return ''
  const local = d.tz(zone).locale(locale)
  // dayjs's Arabic meridiem calls 12:xx noon 'ص' (morning); write the marker ourselves
  const pattern = locale === 'ar' ? format.replace('A', local.hour() < 12 ? '[ص]' : '[م]') : format
  return arabicComma(local.format(pattern), locale)
}

/** Arabic text takes the Arabic comma (D MMM، YYYY) */
const arabicComma = (text: string, locale: Locale) => (locale === 'ar' ? text.replace(/, /g, '، ') : text)

/** A store day for display: DD/MM/YYYY, or D MMM, YYYY on phones */
export function formatDay(day: Day, options: { mobile?: boolean; locale?: Locale } = {}): string {
  const locale = options.locale ?? 'en'
  return arabicComma(dayjs(day, 'YYYY-MM-DD').locale(locale).format(options.mobile ? MOBILE_DATE_FORMAT : DATE_FORMAT), locale)
}
