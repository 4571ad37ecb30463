import { TextField } from '../../components/ui/TextField'
import { useI18n } from '../../lib/i18n/i18n'

/** The sign-in e-mail, as the sign-in and forgotten-password forms ask for it */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  const { t } = useI18n()
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      // an address reads left to right in Arabic too: a trailing '@' or '.' stays where it was typed
      dir="ltr"
      label={t('login.email')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  )
}
