import { Link } from 'react-router-dom'
import { cx, focusRing } from '../../components/ui/cx'
import { useI18n } from '../../lib/i18n/i18n'

export function NotFoundPage() {
  const { t } = useI18n()
  return (
    <main className="grid min-h-dvh place-items-center bg-surface p-6 text-center">
      <div>
        <p className="text-6xl font-bold text-brand-700">{t('notFound.code')}</p>
        <h1 className="mt-3 text-2xl font-semibold text-ink">{t('notFound.text')}</h1>
        <Link
          to="/"
          className={cx('mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800', focusRing)}
        >
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  )
}
