// Reset password: new password (the rule of SPEC section 5), confirmation, country when none is remembered.
// On success: 'Password reset successfully', then /login.
import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { Button } from '../../components/ui/Button'
import { hasErrors, validateReset } from '../../domain/validation'
import { RESET_TOKEN_KEY } from '../../domain/storage-keys'
import { isCountryCode } from '../../lib/config'
import { hideFromAddressBar } from '../../lib/route-pattern'
import { useI18n } from '../../lib/i18n/i18n'
import { resetPassword } from '../../stores/session'
import { pushToast } from '../../stores/toasts'
import { AuthLayout } from './AuthLayout'
import { CountryField } from './CountryField'
import { PasswordField } from './PasswordField'
import { useCountryChoice } from './useCountryChoice'

export default function ResetPasswordPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const params = useParams()
  // The token leaves the address bar at once and waits in this tab's session storage, so a reload still works.
  const [resetToken] = useState(() => params.resetToken ?? sessionStorage.getItem(RESET_TOKEN_KEY) ?? '')
  useEffect(() => {
    if (!params.resetToken) return
    sessionStorage.setItem(RESET_TOKEN_KEY, params.resetToken)
    hideFromAddressBar('/resetting/reset')
  }, [params.resetToken])
  const { showCountry, country, setCountry } = useCountryChoice()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)

  const values = { password, confirm, country }
  const errors = submitted ? validateReset(values, showCountry) : {}

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateReset(values, showCountry)) || !isCountryCode(country)) return
    setBusy(true)
    try {
      await resetPassword(resetToken, password, country)
      sessionStorage.removeItem(RESET_TOKEN_KEY)
      pushToast({ kind: 'success', title: { key: 'reset.success' } })
      navigate('/login', { replace: true })
    } catch {
      setBusy(false) // the catalogue toast tells what went wrong
    }
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={t('reset.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ? t(errors.password) : undefined}
        />
        <PasswordField
          name="confirm"
          autoComplete="new-password"
          label={t('reset.confirm')}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm ? t(errors.confirm) : undefined}
        />
        {showCountry ? (
          <CountryField value={country} onChange={setCountry} error={errors.country ? t(errors.country) : undefined} />
        ) : null}
        <Button type="submit" size="lg" block disabled={busy}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  )
}
