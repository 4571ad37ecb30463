// The local storage keys of SPEC section 9, plus the language choice and the browser-session marker.

export const STORAGE_KEYS = {
  authToken: 'authToken',
  notifierConfig: 'notifierConfig',
  remember: 'remember',
  userEmail: 'userEmail',
  countryCode: 'countryCode',
  /** The chosen UI language (en or ar); not in the spec's list, kept beside it */
  locale: 'locale',
  /** 'This device' settings (auto-confirm, printing): the device's, not the account's; sign-out keeps them */
  deviceSettings: 'deviceSettings',
  /** The receipt printer paired on this device, by its port's USB ids (null once forgotten); sign-out keeps it */
  pairedPrinter: 'pairedPrinter',
  /** The browser-dialog printing notice was shown once on this device */
  printDialogNoticed: 'printDialogNoticed',
  /** The page this device opens on (issue 25), kept across sign-outs: it belongs to the device, not to a user */
  deviceHome: 'deviceHome',
  /** The window's wait colours of this device, in minutes (issue 25) */
  waitThresholds: 'waitThresholds',
  /** Whose alerts this device's push subscription carries ({endpoint, country, userId}); goes when the session ends */
  pushOwner: 'pushOwner',
  /** A push subscription that ended without a valid token ({endpoint, auth, country}): the next sign-in removes it */
  pushCleanup: 'pushCleanup',
} as const

/** Session cookie that marks "this browser session already started"; without remember the token dies with it */
export const SESSION_COOKIE = 'dashboardSession'

/** Session storage: the password-reset token while its page is open, out of the address bar */
export const RESET_TOKEN_KEY = 'resetToken'
