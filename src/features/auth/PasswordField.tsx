import { useState, type ComponentPropsWithoutRef } from 'react'
import { cx, focusRing } from '../../components/ui/cx'
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons'
import { TextField } from '../../components/ui/TextField'
import { useI18n } from '../../lib/i18n/i18n'

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id' | 'className'> & { label: string; error?: string | undefined }

export function PasswordField(props: Props) {
  const { t } = useI18n()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      // typed in Latin characters whatever the page's language, like the e-mail
      dir="ltr"
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className={cx('grid size-11 place-items-center rounded-md text-ink-soft hover:text-ink', focusRing)}
        >
          {/* named by its content, so label lookups of 'Password' find only the input */}
          <span className="sr-only">{visible ? t('login.hidePassword') : t('login.showPassword')}</span>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  )
}
