// The frame of the sign-in screens: a banner (beside the form on wide screens, above it on phones) and a card.
import type { ReactNode } from 'react'
import { StoreIcon } from '../../components/ui/icons'
import { useI18n } from '../../lib/i18n/i18n'
import { LanguageToggle } from './LanguageToggle'

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n()
  return (
    <div className="flex min-h-dvh flex-col bg-surface lg:flex-row">
      <aside className="relative flex flex-col justify-between gap-6 overflow-hidden bg-brand-800 px-6 py-6 text-white lg:w-[44%] lg:px-12 lg:py-12">
        <div aria-hidden="true" className="pointer-events-none absolute -end-24 -bottom-24 size-80 rounded-full bg-brand-700/60" />
        <div aria-hidden="true" className="pointer-events-none absolute -end-8 -bottom-40 size-72 rounded-full bg-brand-600/40" />
        <div className="relative flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <StoreIcon className="size-8" />
            <span className="text-lg font-bold">{t('app.name')}</span>
          </div>
          <LanguageToggle />
        </div>
        <div className="relative max-w-md">
          <p className="text-2xl leading-tight font-bold lg:text-4xl">{t('auth.banner.title')}</p>
          <p className="mt-3 hidden text-brand-100 sm:block lg:text-lg">{t('auth.banner.text')}</p>
        </div>
        <div className="hidden lg:block" />
      </aside>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center lg:px-12">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
          <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  )
}
