import { cx, focusRing } from '../../components/ui/cx'
import { GlobeIcon } from '../../components/ui/icons'
import { useI18n } from '../../lib/i18n/i18n'
import { changeLanguage } from '../../stores/ui'

/** Switches between English and Arabic before signing in */
export function LanguageToggle() {
  const { t, locale } = useI18n()
  const next = locale === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      lang={next}
      onClick={() => changeLanguage(next)}
      className={cx('flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10', focusRing, 'focus-visible:outline-white')}
    >
      <GlobeIcon />
      {t(next === 'ar' ? 'lang.ar' : 'lang.en')}
    </button>
  )
}
