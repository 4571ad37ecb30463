// Loyalty card (/loyalty): find a customer by phone, see their card, add manual punches (brands that allow them).
import { useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { PageHeader } from '../../components/ui/PageHeader'
import { Skeleton } from '../../components/ui/Skeleton'
import { customerView, punchCard, type LoyaltyCard } from '../../domain/loyalty'
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
      {/* whether the brand allows manual punches comes with the store: nothing is offered before it is known */}
      {!store ? (
        load === 'failed' ? (
          // the header says so with its Retry
          <p className="rounded-xl border border-line bg-white p-4 text-ink-soft">{t('loyalty.storeFailed')}</p>
        ) : (
          <div role="status" aria-label={t('loyalty.loading')}>
            <Skeleton className="h-40 w-full" />
          </div>
        )
      ) : !allowed ? (
        <p className="rounded-xl border border-line bg-white p-4 text-ink-soft">{t('loyalty.notAllowed')}</p>
      ) : (
        <>
          <section aria-labelledby="loyalty-search" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
            <h2 id="loyalty-search" className="text-lg font-semibold text-ink">
              {t('loyalty.search.title')}
            </h2>
            <p className="text-sm text-ink-soft">{t('loyalty.intro')}</p>
            <PhoneSearch
              searching={loyalty.status === 'searching'}
              busy={loyalty.status === 'searching' || loyalty.punch.status === 'saving'}
              onSearch={(phone) => void searchLoyaltyCustomer(phone)}
            />
          </section>
          <div aria-live="polite">
            {loyalty.status === 'notFound' ? (
              <p role="status" className="rounded-xl border border-warn-600 bg-warn-50 p-4 font-semibold text-warn-800">
                {t('loyalty.notFound')}
              </p>
            ) : null}
            {loyalty.status === 'found' && card && loyalty.phone ? <FoundStatus card={card} enteredPhone={loyalty.phone} /> : null}
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

/**
 * A found customer, said by the live region (the card is outside it: each punch changes it). Mounted per search, it
 * keeps the count found, so a punch's own message is not followed by this line again.
 */
function FoundStatus({ card, enteredPhone }: { card: LoyaltyCard; enteredPhone: string }) {
  const { t } = useI18n()
  const [count] = useState(card.loyalty?.count_punches ?? 0)
  if (!card.customer) return null
  const view = customerView(card.customer, enteredPhone)
  const { filled, slots } = punchCard(count, card.settings.max_punches)
  const name = view.isNew ? t('loyalty.newCustomer') : (view.name ?? view.phone)
  return (
    <p role="status" className="sr-only">
      {t('loyalty.found', { name, filled, max: slots.length })}
    </p>
  )
}
