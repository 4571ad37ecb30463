import { describe, expect, it } from 'vitest'
import { describeBody, isNoisyError, toastForHttpError, toastForOtherFailure } from './error-catalogue'

describe('error catalogue (SPEC 8)', () => {
  it('401: status text and message, then sign-out', () => {
    expect(toastForHttpError({ status: 401, statusText: 'Unauthorized', body: { message: 'Expired JWT Token' } })).toEqual({
      kind: 'unauthorized',
      title: { text: 'Unauthorized' },
      description: ['Expired JWT Token'],
      signOut: true,
    })
    // no status text on the wire (HTTP/2): the reason phrase of the code
    expect(toastForHttpError({ status: 401, statusText: '', body: {} }).title).toEqual({ text: 'Unauthorized' })
  })

  it('other 4xx: the title is the message, else the status text, else error', () => {
    expect(toastForHttpError({ status: 400, statusText: 'Bad Request', body: { message: 'Invalid data' } }).title).toEqual({ text: 'Invalid data' })
    expect(toastForHttpError({ status: 403, statusText: 'Forbidden', body: { error: 'access_denied' } }).title).toEqual({ text: 'Forbidden' })
    expect(toastForHttpError({ status: 499, statusText: '', body: { error: 'invalid_grant' } }).title).toEqual({ text: 'invalid_grant' })
    expect(toastForHttpError({ status: 499, statusText: '', body: 'not json' }).title).toEqual({ key: 'error.somethingWentWrong' })
    expect(toastForHttpError({ status: 404, body: { message: 'x' } }).signOut).toBe(false)
  })

  it('describes nested field errors as field: message, recursively', () => {
    const body = {
      message: 'Validation Failed',
      errors: {
        errors: ['The form is invalid.'],
        children: {
          email: { errors: ['This value is not a valid email address.'] },
          address: { children: { street: { errors: ['Too long.', 'Not blank.'] } } },
          password: {},
        },
      },
      error_description: 'ignored when field errors exist',
    }
    expect(describeBody(body)).toEqual([
      'The form is invalid.',
      'email: This value is not a valid email address.',
      'street: Too long.',
      'street: Not blank.',
    ])
    expect(toastForHttpError({ status: 400, statusText: 'Bad Request', body }).description).toHaveLength(4)
  })

  it('describes an error list, else error_description', () => {
    expect(describeBody({ errors: ['Order already confirmed', 'Try again'] })).toEqual(['Order already confirmed', 'Try again'])
    expect(describeBody({ errors: { children: {} }, error_description: 'Invalid username and password combination' })).toEqual([
      'Invalid username and password combination',
    ])
    expect(describeBody({ message: 'only a title' })).toEqual([])
    expect(describeBody(null)).toEqual([])
  })

  it('5xx: Internal Server Error; anything else: Something went wrong', () => {
    expect(toastForHttpError({ status: 500, body: { message: 'boom' } }).title).toEqual({ key: 'error.internalServerError' })
    expect(toastForHttpError({ status: 503, body: undefined }).title).toEqual({ key: 'error.internalServerError' })
    expect(toastForHttpError({ status: 302 }).title).toEqual({ key: 'error.somethingWentWrong' })
    expect(toastForOtherFailure()).toEqual({ kind: 'other', title: { key: 'error.somethingWentWrong' }, description: [], signOut: false })
  })
})

describe('noisy errors the reporter ignores (SPEC 8)', () => {
  it.each([
    [{ status: 400 }],
    [{ status: 401 }],
    [{ status: 429 }],
    [{ message: 'Network Error' }],
    [{ message: 'Too Many Requests' }],
    [{ message: 'Email not found' }],
    [{ message: 'User with this email not found' }],
    [{ message: 'Product cannot be put back in stock while its modifier choices are out of stock' }],
    [{ message: 'User does not belong to this store' }],
    [{ message: 'Order already confirmed' }],
    [{ message: 'Order has already been dispatched' }],
  ])('ignores %o', (error) => {
    expect(isNoisyError(error)).toBe(true)
  })
  it.each([[{ status: 500, message: 'Internal' }], [{ message: 'Cannot read properties of undefined' }], [{ status: 404, message: 'Not Found' }]])(
    'reports %o',
    (error) => {
      expect(isNoisyError(error)).toBe(false)
    },
  )
})
