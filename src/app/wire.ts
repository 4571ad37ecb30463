// Connects the API client to the stores (token, language, toasts, 401 sign-out). Called once at boot and by
// the unit-test setup, so tests exercise the same wiring.
import { configureApi } from '../lib/api/client'
import { getLocale } from '../lib/i18n/i18n'
import { session, signOut } from '../stores/session'
import { pushCatalogueToast } from '../stores/toasts'

export function wireApi(): void {
  configureApi({
    getToken: () => session.token,
    getLocale,
    notify: (toast) => {
      pushCatalogueToast(toast)
    },
    onUnauthorized: () => signOut({ unauthorized: true }),
  })
}
