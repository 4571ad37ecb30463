// Loyalty card (/loyalty): find a customer by phone, see their card, add manual punches (brands that allow them).
import { useSnapshot } from '../../lib/use-snapshot'
import { PageHeader } from '../../components/ui/PageHeader'
import type { LoyaltyCard } from '../../domain/loyalty'
import { canSeeLoyalty } from '../../domain/permissions'
import { useI18n } from '../../lib/i18n/i18n'
import { addLoyaltyPunches, clearPunchFieldError, loyaltyState, searchLoyaltyCustomer } from '../../stores/loyalty'
import { storeState } from '../../stores/store'
import { CustomerCard } from './CustomerCard'
import { PhoneSearch } from './PhoneSearch'
import { PunchForm } from './PunchForm'

export default function LoyaltyPage() {
  const { t } = useI18n()
  const { store, load } = useSnapshot(storeState)
  const loyalty = useSnapshot(loyaltyState)
  const card = loyalty.card as LoyaltyCard | null
  const allowed = canSeeLoyalty(store)

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('page.loyalty')} />
      {load === 'ready' && !allowed ? (
        <p className="rounded-xl border border-line bg-white p-4 text-ink-soft">{t('loyalty.notAllowed')}</p>
      ) : (
        <>
          <section aria-labelledby="loyalty-search" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
            <h2 id="loyalty-search" className="text-lg font-semibold text-ink">
              {t('loyalty.search.title')}
            </h2>
            <p className="text-sm text-ink-soft">{t('loyalty.intro')}</p>
            <PhoneSearch searching={loyalty.status === 'searching'} onSearch={(phone) => void searchLoyaltyCustomer(phone)} />
          </section>
          <div aria-live="polite">
            {loyalty.status === 'notFound' ? (
              <p role="status" className="rounded-xl border border-warn-600 bg-warn-50 p-4 font-semibold text-warn-800">
                {t('loyalty.notFound')}
              </p>
            ) : null}
          </div>
          {loyalty.status === 'found' && card && loyalty.phone ? (
            <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
              <CustomerCard card={card} enteredPhone={loyalty.phone} />
              <PunchForm
                key={loyalty.phone}
                settings={card.settings}
                punch={loyalty.punch}
                countPunches={card.loyalty?.count_punches ?? 0}
                onSubmit={addLoyaltyPunches}
                onFieldEdit={clearPunchFieldError}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
