// Validation rules of SPEC section 5 for the sign-in flows. They return i18n message keys; the English
// texts live verbatim in src/lib/i18n/en.ts.
import { withoutFormatCharacters } from './invisible'

export type ValidationKey =
  | 'validation.emailInvalid'
  | 'validation.emailTooLong'
  | 'validation.emailRequired'
  | 'validation.passwordRequired'
  | 'validation.countryRequired'
  | 'validation.passwordRule'
  | 'validation.confirmRequired'
  | 'validation.confirmMismatch'

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>

// A pragmatic e-mail shape: something@domain.tld with no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/
/** The contract's maxLength of the sign-in username (openapi.yaml, POST /auth/login) */
export const EMAIL_MAX_LENGTH = 180

/** The e-mail as it is checked and sent: without invisible characters or surrounding spaces */
export function normalizeEmail(value: string): string {
  return withoutFormatCharacters(value).trim()
}

// 6 to 15 characters with at least one lowercase, one uppercase, one digit and one of @ * # _ -
// the u flag: a length in characters, as the rule says (an emoji is one character, two UTF-16 units)
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@*#_-]).{6,15}$/u

export function validateEmail(value: string): ValidationKey | undefined {
  const v = normalizeEmail(value)
  if (v === '') return 'validation.emailRequired'
  // in characters, as the server counts them
  if ([...v].length > EMAIL_MAX_LENGTH) return 'validation.emailTooLong'
  if (!EMAIL_RE.test(v)) return 'validation.emailInvalid'
  return undefined
}

export function validatePasswordRequired(value: string): ValidationKey | undefined {
  return value === '' ? 'validation.passwordRequired' : undefined
}

export function validateCountry(value: string, required: boolean): ValidationKey | undefined {
  return required && value !== 'KW' && value !== 'SA' ? 'validation.countryRequired' : undefined
}

/** The reset-password rule */
export function validateNewPassword(value: string): ValidationKey | undefined {
  if (value === '') return 'validation.passwordRequired'
  if (!PASSWORD_RE.test(value)) return 'validation.passwordRule'
  return undefined
}

export function validateConfirmation(password: string, confirmation: string): ValidationKey | undefined {
  if (confirmation === '') return 'validation.confirmRequired'
  if (confirmation !== password) return 'validation.confirmMismatch'
  return undefined
}

const compact = <F extends string>(errors: Record<F, ValidationKey | undefined>): FieldErrors<F> => {
  const out: FieldErrors<F> = {}
  for (const key of Object.keys(errors) as F[]) {
    const value = errors[key]
    if (value) out[key] = value
  }
  return out
}

export interface LoginValues { email: string; password: string; country: string }

export function validateLogin(values: LoginValues, countryRequired: boolean): FieldErrors<'email' | 'password' | 'country'> {
  return compact({
    email: validateEmail(values.email),
    password: validatePasswordRequired(values.password),
    country: validateCountry(values.country, countryRequired),
  })
}

export function validateForgot(values: { email: string; country: string }, countryRequired: boolean): FieldErrors<'email' | 'country'> {
  return compact({ email: validateEmail(values.email), country: validateCountry(values.country, countryRequired) })
}

export interface ResetValues { password: string; confirm: string; country: string }

export function validateReset(values: ResetValues, countryRequired: boolean): FieldErrors<'password' | 'confirm' | 'country'> {
  return compact({
    password: validateNewPassword(values.password),
    confirm: validateConfirmation(values.password, values.confirm),
    country: validateCountry(values.country, countryRequired),
  })
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0
