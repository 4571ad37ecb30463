// The local storage keys of SPEC section 9, plus the language choice and the browser-session marker.

export const STORAGE_KEYS = {
  authToken: 'authToken',
  notifierConfig: 'notifierConfig',
  remember: 'remember',
  userEmail: 'userEmail',
  countryCode: 'countryCode',
  /** The chosen UI language (en or ar); not in the spec's list, kept beside it */
  locale: 'locale',
  /** The page this device opens on (issue 25), kept across sign-outs: it belongs to the device, not to a user */
  deviceHome: 'deviceHome',
  /** The window's wait colours of this device, in minutes (issue 25) */
  waitThresholds: 'waitThresholds',
} as const

/** Session cookie that marks "this browser session already started"; without remember the token dies with it */
export const SESSION_COOKIE = 'dashboardSession'

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
