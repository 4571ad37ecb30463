// Login: email, password, country (only when none is remembered), remember me, Sign in, Forgot Password.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { hasErrors, validateLogin, type FieldErrors } from '../../domain/validation'
import { ApiError } from '../../lib/api/client'
import { isCountryCode } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { session, signIn } from '../../stores/session'
import { AuthLayout } from './AuthLayout'
import { LoginForm, type LoginField } from './LoginForm'
import { takeTypedBeforeReact, type TypedBeforeReact } from './prerendered'
import { useCountryChoice } from './useCountryChoice'

type Field = LoginField

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

  const values = { email, password, country, remember }
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

  // The page painted from the build's HTML until now: what was typed there stays, and the focus with its caret
  const refocus = useRef<TypedBeforeReact['focus']>(null)
  const [resubmit, setResubmit] = useState(false)
  useLayoutEffect(() => {
    const typed = takeTypedBeforeReact()
    if (!typed) return
    setEmail(typed.email)
    setPassword(typed.password)
    setRemember(typed.remember)
    if (showCountry && typed.country) setCountry(typed.country)
    refocus.current = typed.focus
    setResubmit(typed.submitted)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the commit that replaced the prerendered page
  }, [])
  useLayoutEffect(() => {
    const focus = refocus.current
    if (!focus) return
    refocus.current = null
    const element = form.current?.elements.namedItem(focus.name)
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return
    element.focus()
    if (element instanceof HTMLInputElement && focus.start !== null && focus.end !== null) {
      // email inputs have no selection API
      try {
        element.setSelectionRange(focus.start, focus.end)
      } catch {
        // the caret stays where focus() put it
      }
    }
  })

  // a Sign in pressed on the prerendered page counts, once its values are in the form
  useEffect(() => {
    if (!resubmit) return
    setResubmit(false)
    form.current?.requestSubmit()
  }, [resubmit])

  return (
    <AuthLayout title={t('login.title')}>
      <LoginForm
        formRef={form}
        values={values}
        showCountry={showCountry}
        message={message}
        onSubmit={(e) => void onSubmit(e)}
        onEmail={setEmail}
        onPassword={setPassword}
        onCountry={setCountry}
        onRemember={setRemember}
        busy={busy}
        notice={
          throttled ? (
            <p role="alert" className="rounded-lg border border-danger-600/40 bg-danger-50 px-3 py-2 text-sm text-danger-800">
              {throttled.seconds ? t('login.tooManyAttempts', { n: throttled.seconds }) : t('login.tooManyAttemptsLater')}
            </p>
          ) : null
        }
      />
    </AuthLayout>
  )
}
