// The sign-in form's markup, without the session: LoginPage drives it, and the build renders it to HTML
// (prerender.tsx) so /login paints before any JavaScript runs. One source for both keeps the two identical.
import type { FormEventHandler, ReactNode, Ref } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../components/ui/Button'
import { Checkbox } from '../../components/ui/Checkbox'
import { cx, focusRing } from '../../components/ui/cx'
import { useI18n } from '../../lib/i18n/i18n'
import { CountryField } from './CountryField'
import { EmailField } from './EmailField'
import { PasswordField } from './PasswordField'

export type LoginField = 'email' | 'password' | 'country'

export interface LoginFormProps {
  formRef?: Ref<HTMLFormElement>
  values: { email: string; password: string; country: string; remember: boolean }
  showCountry: boolean
  message: (field: LoginField) => string | undefined
  onSubmit: FormEventHandler<HTMLFormElement>
  onEmail: (value: string) => void
  onPassword: (value: string) => void
  onCountry: (value: string) => void
  onRemember: (value: boolean) => void
  busy: boolean
  /** The 429 notice, shown above the button */
  notice?: ReactNode
}

export function LoginForm(props: LoginFormProps) {
  const { t } = useI18n()
  const { values, message } = props
  return (
    <form ref={props.formRef} noValidate onSubmit={props.onSubmit} className="flex flex-col gap-4">
      <EmailField value={values.email} onChange={props.onEmail} error={message('email')} />
      <PasswordField
        name="password"
        autoComplete="current-password"
        label={t('login.password')}
        value={values.password}
        onChange={(e) => props.onPassword(e.target.value)}
        error={message('password')}
      />
      {props.showCountry ? <CountryField value={values.country} onChange={props.onCountry} error={message('country')} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox name="remember" label={t('login.remember')} checked={values.remember} onChange={(e) => props.onRemember(e.target.checked)} />
        <Link
          to="/forgot-password"
          className={cx('inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 hover:underline', focusRing)}
        >
          {t('login.forgot')}
        </Link>
      </div>
      {props.notice}
      <Button type="submit" size="lg" block disabled={props.busy}>
        {t('login.submit')}
      </Button>
    </form>
  )
}
