// The language a receipt prints in, apart from domain/print.ts so the device's settings (loaded with the signed-in
// shell) do not bring dayjs with them. Pure.
import type { components } from '../lib/api/schema.gen'

export type PrintLocale = components['schemas']['Locale']

/** The query's `locale` when it is en or ar; otherwise Arabic for supermarket brands and English for the rest */
export function printLocale(param: string | null | undefined, supermarket: boolean): PrintLocale {
  if (param === 'en' || param === 'ar') return param
  return supermarket ? 'ar' : 'en'
}
