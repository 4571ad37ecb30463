import { describe, expect, it } from 'vitest'
import { en } from '../lib/i18n/en'
import {
  validateConfirmation,
  validateCountry,
  normalizeEmail,
  validateEmail,
  validateForgot,
  validateLogin,
  validateNewPassword,
  validatePasswordRequired,
  validateReset,
} from './validation'

const text = (key: keyof typeof en | undefined) => (key ? en[key] : undefined)

describe('login validation (SPEC 5)', () => {
  it('requires the email', () => {
    expect(text(validateEmail(''))).toBe('Please input your email!')
    expect(text(validateEmail('   '))).toBe('Please input your email!')
  })
  it('rejects an invalid email', () => {
    for (const bad of ['staff', 'staff@', '@kw.demo', 'staff@kw', 'st aff@kw.demo', 'staff@kw.d']) {
      expect(text(validateEmail(bad)), bad).toBe('The input is not valid E-mail!')
    }
  })
  it('accepts a valid email, with surrounding spaces', () => {
    expect(validateEmail('manager@kw.demo')).toBeUndefined()
    expect(validateEmail(' manager@kw.demo ')).toBeUndefined()
  })
  it('strips invisible format characters before checking: direction marks, isolates, zero-width space, BOM', () => {
    const pasted = '\uFEFF\u200F\u2066staff\u200B\u200C@kw.demo\u2069\u200E\u00AD '
    expect(normalizeEmail(pasted)).toBe('staff@kw.demo')
    expect(validateEmail(pasted)).toBeUndefined()
    expect(text(validateEmail('\u200B\u200F'))).toBe('Please input your email!')
  })
  it("refuses an e-mail longer than the contract's 180 characters with its own message", () => {
    const at180 = 'a'.repeat(172) + '@kw.demo'
    expect(validateEmail(at180)).toBeUndefined()
    expect(text(validateEmail('a' + at180))).toBe('The e-mail is too long: at most 180 characters.')
    // invisible characters do not count
    expect(validateEmail(at180 + '\u200E')).toBeUndefined()
  })
  it('requires the password', () => {
    expect(text(validatePasswordRequired(''))).toBe('Please input your password!')
    expect(validatePasswordRequired('x')).toBeUndefined()
  })
  it('requires the country only when it is asked for', () => {
    expect(text(validateCountry('', true))).toBe('Please select your country!')
    expect(text(validateCountry('US', true))).toBe('Please select your country!')
    expect(validateCountry('SA', true)).toBeUndefined()
    expect(validateCountry('', false)).toBeUndefined()
  })
  it('collects the errors of the whole form', () => {
    expect(validateLogin({ email: '', password: '', country: '' }, true)).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      country: 'validation.countryRequired',
    })
    expect(validateLogin({ email: 'a@b.co', password: 'x', country: '' }, false)).toEqual({})
    expect(validateForgot({ email: 'nope', country: '' }, true)).toEqual({
      email: 'validation.emailInvalid',
      country: 'validation.countryRequired',
    })
  })
})

describe('reset password validation (SPEC 5)', () => {
  const rule =
    'Password must contain 6 to 15 characters including at least 1 lowercase letter, 1 uppercase letter, 1 number and one of specials chars: @ * # _ -'
  it('requires the password', () => {
    expect(text(validateNewPassword(''))).toBe('Please input your password!')
  })
  it.each(['Ab1@', 'abcdef1@', 'ABCDEF1@', 'Abcdefg@', 'Abcdef12', 'Abcdefghijk1@xyz'])('rejects %s with the rule', (pw) => {
    expect(text(validateNewPassword(pw))).toBe(rule)
  })
  it.each(['Abc12@', 'Demo@1234', 'Abc1*xyz', 'Abc1#xyz', 'Abc1_xyz', 'Abc1-xyz', 'Abcdefghijk1@xy'])('accepts %s', (pw) => {
    expect(validateNewPassword(pw)).toBeUndefined()
  })
  it('counts characters, not UTF-16 units (an emoji is one character)', () => {
    expect(text(validateNewPassword('Aa1@😀'))).toBe(rule)
    expect(validateNewPassword('Aa1@bcdefghij😀😀')).toBeUndefined()
  })
  it('requires the confirmation and a match', () => {
    expect(text(validateConfirmation('Demo@1234', ''))).toBe('Please confirm your password!')
    expect(text(validateConfirmation('Demo@1234', 'Demo@12345'))).toBe('The two passwords that you entered do not match!')
    expect(validateConfirmation('Demo@1234', 'Demo@1234')).toBeUndefined()
  })
  it('validates the whole form', () => {
    expect(validateReset({ password: 'Demo@1234', confirm: 'Demo@1234', country: 'KW' }, true)).toEqual({})
    expect(validateReset({ password: 'weak', confirm: '', country: '' }, true)).toEqual({
      password: 'validation.passwordRule',
      confirm: 'validation.confirmRequired',
      country: 'validation.countryRequired',
    })
  })
})
