// /impersonate/{countryCode}/{authRequest}: signs in as the country's public account for the auth request.
// Success goes to the orders; failure goes home (the first reading of SPEC section 4).
import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { useI18n } from '../../lib/i18n/i18n'
import { navigateTo } from '../../lib/navigation'
import { hideFromAddressBar } from '../../lib/route-pattern'
import { impersonate } from '../../stores/session'

export default function ImpersonatePage() {
  const { t } = useI18n()
  const { countryCode = '', authRequest = '' } = useParams()
  useEffect(() => {
    // the code leaves the address bar (history, screen, what is shared) at once; the router keeps it for the call
    hideFromAddressBar('/impersonate')
    impersonate(countryCode, authRequest).then(
      () => navigateTo('/orders', { replace: true }),
      () => navigateTo('/', { replace: true }),
    )
  }, [countryCode, authRequest])
  return (
    <main role="status" className="grid min-h-dvh place-items-center text-ink-soft">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-brand-700" />
        {t('impersonate.signingIn')}
      </div>
    </main>
  )
}
