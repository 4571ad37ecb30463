// Store-local time: every timestamp the API shows is ISO 8601 with the store's offset, days run in the store timezone.
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'
import customParseFormat from 'dayjs/plugin/customParseFormat.js'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(customParseFormat)

export const iso = (ms: number, zone: string) => dayjs(ms).tz(zone).format('YYYY-MM-DDTHH:mm:ssZ')

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' read in the store timezone */
export function parseLocal(value: string, zone: string): number {
  const format = value.length === 10 ? 'YYYY-MM-DD' : value.length === 16 ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD HH:mm:ss'
  return dayjs.tz(value, format, zone).valueOf()
}

export const localDate = (ms: number, zone: string) => dayjs(ms).tz(zone).format('YYYY-MM-DD')
export const localTime = (ms: number, zone: string) => dayjs(ms).tz(zone).format('HH:mm')

/** [start, end) of a store day in epoch ms */
export function dayRange(date: string, zone: string): [number, number] {
  const start = dayjs.tz(date, 'YYYY-MM-DD', zone)
  return [start.valueOf(), start.add(1, 'day').valueOf()]
}

export function monthStart(ms: number, zone: string): number {
  return dayjs(ms).tz(zone).startOf('month').valueOf()
}

export const isValidDate = (date: string) => dayjs(date, 'YYYY-MM-DD', true).isValid()
