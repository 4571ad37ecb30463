// Login: email, password, country (only when none is remembered), remember me, Sign in, Forgot Password.
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/ui/Button'
import { Checkbox } from '../../components/ui/Checkbox'
import { cx, focusRing } from '../../components/ui/cx'
import { TextField } from '../../components/ui/TextField'
import { hasErrors, validateLogin, type FieldErrors } from '../../domain/validation'
import { ApiError } from '../../lib/api/client'
import { isCountryCode } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { session, signIn } from '../../stores/session'
import { AuthLayout } from './AuthLayout'
import { CountryField } from './CountryField'
import { PasswordField } from './PasswordField'
import { useCountryChoice } from './useCountryChoice'

type Field = 'email' | 'password' | 'country'

const TOO_MANY_REQUESTS = 429

export default function LoginPage() {
  const { t } = useI18n()
  const snap = useSnapshot(session)
  const { showCountry, country, setCountry } = useCountryChoice()
  const [email, setEmail] = useState(snap.remember ? (snap.userEmail ?? '') : '')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(snap.remember)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [throttled, setThrottled] = useState<{ seconds: number | null } | null>(null)
  const form = useRef<HTMLFormElement>(null)

  const values = { email, password, country }
  const errors: FieldErrors<Field> = submitted ? validateLogin(values, showCountry) : {}
  const message = (field: Field) => {
    const key = errors[field]
    return key ? t(key) : undefined
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateLogin(values, showCountry)
    if (hasErrors(found)) {
      const first = (['email', 'password', 'country'] as const).find((f) => found[f])
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    if (!isCountryCode(country)) return
    setBusy(true)
    setThrottled(null)
    try {
      await signIn({ email, password, country, remember })
      // the public-only guard now sends the user home
    } catch (error) {
      setBusy(false) // the catalogue toast tells what went wrong; a 429 is said on the form too, where eyes are
      if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) setThrottled({ seconds: error.retryAfter ?? null })
    }
  }

  return (
    <AuthLayout title={t('login.title')}>
      <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          label={t('login.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={message('email')}
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          label={t('login.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={message('password')}
        />
        {showCountry ? <CountryField value={country} onChange={setCountry} error={message('country')} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox name="remember" label={t('login.remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Link
            to="/forgot-password"
            className={cx('inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 hover:underline', focusRing)}
          >
            {t('login.forgot')}
          </Link>
        </div>
        {throttled ? (
          <p role="alert" className="rounded-lg border border-danger-600/40 bg-danger-50 px-3 py-2 text-sm text-danger-800">
            {throttled.seconds ? t('login.tooManyAttempts', { n: throttled.seconds }) : t('login.tooManyAttemptsLater')}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={busy}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  )
}
