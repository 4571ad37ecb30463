// Forgot password: email (and country when none is remembered), Request reset link, Back to login.
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { hasErrors, validateForgot } from '../../domain/validation'
import { isCountryCode } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { requestPasswordReset } from '../../stores/session'
import { AuthLayout } from './AuthLayout'
import { EmailField } from './EmailField'
import { CountryField } from './CountryField'
import { useCountryChoice } from './useCountryChoice'

export default function ForgotPasswordPage() {
  const { t } = useI18n()
  const { showCountry, country, setCountry } = useCountryChoice()
  const [email, setEmail] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const errors = submitted ? validateForgot({ email, country }, showCountry) : {}

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateForgot({ email, country }, showCountry)) || !isCountryCode(country)) return
    setBusy(true)
    try {
      await requestPasswordReset(email, country)
      setDone(true)
    } catch {
      // the catalogue toast tells what went wrong
    } finally {
      setBusy(false)
    }
  }

  const back = (
    <Link
      to="/login"
      className={cx('inline-flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-700 hover:underline', focusRing)}
    >
      {t('forgot.back')}
    </Link>
  )

  return (
    <AuthLayout title={t('forgot.title')}>
      {done ? (
        <div role="status" className="flex flex-col gap-4">
          <div className="rounded-xl bg-brand-50 p-4 text-brand-900">
            <p className="text-lg font-semibold">{t('forgot.successTitle')}</p>
            <p className="mt-1">{t('forgot.successText')}</p>
          </div>
          {back}
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <p className="text-sm text-ink-soft">{t('forgot.intro')}</p>
          <EmailField value={email} onChange={setEmail} error={errors.email ? t(errors.email) : undefined} />
          {showCountry ? (
            <CountryField value={country} onChange={setCountry} error={errors.country ? t(errors.country) : undefined} />
          ) : null}
          <Button type="submit" size="lg" block disabled={busy}>
            {t('forgot.submit')}
          </Button>
          {back}
        </form>
      )}
    </AuthLayout>
  )
}
