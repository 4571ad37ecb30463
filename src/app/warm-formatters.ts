// The first Intl formatter a page builds loads ICU's data, a task long enough on a slow tablet to count as blocking.
// A signed-in start builds the board's first formatters in a task of their own, while the board's chunks are on their
// way, so the board's first render does not carry that load.
import type { CountryCode } from '../lib/config'
import { formatMoney } from '../domain/money'
import { COUNTRY_TIMEZONES, zonedDay } from '../domain/zoned'

const CURRENCY: Record<CountryCode, string> = { KW: 'KWD', SA: 'SAR' }

export function warmFormatters(country: CountryCode): void {
  setTimeout(() => {
    formatMoney(0, CURRENCY[country])
    zonedDay(COUNTRY_TIMEZONES[country], Date.now())
  }, 0)
}
