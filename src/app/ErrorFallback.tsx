import { Button } from '../components/ui/Button'
import { WarningIcon } from '../components/ui/icons'
import { useI18n } from '../lib/i18n/i18n'

export interface ErrorFallbackProps {
  onRetry: () => void
  onSignOut: () => void
  /** in the shell's page area (its own landmark is the shell's main), rather than the whole screen */
  inPage?: boolean
}

/** 'Oops!', 'Something Went Wrong', Try Again (reloads) and Sign Out */
export function ErrorFallback({ onRetry, onSignOut, inPage = false }: ErrorFallbackProps) {
  const { t } = useI18n()
  const Box = inPage ? 'div' : 'main'
  return (
    <Box role="alert" className={inPage ? 'grid place-items-center py-10' : 'grid min-h-dvh place-items-center bg-surface p-6'}>
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-warn-50 text-warn-600">
          <WarningIcon className="size-7" />
        </div>
        <h1 className="text-3xl font-bold text-ink">{t('errorFallback.title')}</h1>
        <p className="mt-2 text-lg text-ink-soft">{t('errorFallback.subtitle')}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Button size="lg" block onClick={onRetry}>
            {t('errorFallback.retry')}
          </Button>
          <Button size="lg" block variant="secondary" onClick={onSignOut}>
            {t('errorFallback.signOut')}
          </Button>
        </div>
      </div>
    </Box>
  )
}
