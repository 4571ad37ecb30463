// The customer found for a phone (or the new-customer defaults) and the brand's punch card: max_punches circles
// in punch_color on background_color with text_color, the current punches filled, completed cards counted.
import { customerView, punchCard, type LoyaltyCard } from '../../domain/loyalty'
import { useI18n } from '../../lib/i18n/i18n'

export function CustomerCard({ card, enteredPhone }: { card: LoyaltyCard; enteredPhone: string }) {
  const { t } = useI18n()
  if (!card.customer) return null
  const view = customerView(card.customer, enteredPhone)
  const none = t('loyalty.none')
  const rows: Array<[string, React.ReactNode]> = [
    [t('loyalty.customer.name'), view.isNew ? t('loyalty.newCustomer') : (view.name ?? none)],
    [t('loyalty.customer.phone'), <span dir="ltr">{view.phone}</span>],
    [t('loyalty.customer.orders'), view.isNew || view.countOrders === null ? none : view.countOrders],
    [t('loyalty.customer.created'), view.isNew || view.created === null ? none : view.created],
  ]
  return (
    <section aria-labelledby="loyalty-customer" className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <h2 id="loyalty-customer" className="text-lg font-semibold text-ink">
        {t('loyalty.customer.title')}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-semibold break-words text-ink">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <PunchCard count={card.loyalty?.count_punches ?? 0} settings={card.settings} />
    </section>
  )
}

function PunchCard({ count, settings }: { count: number; settings: LoyaltyCard['settings'] }) {
  const { t } = useI18n()
  const view = punchCard(count, settings.max_punches)
  const progress = t('loyalty.card.progress', { filled: view.filled, max: view.slots.length })
  return (
    <div
      className="rounded-2xl p-4 shadow-inner ring-1 ring-ink/10"
      style={{ backgroundColor: settings.background_color, color: settings.text_color }}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">{t('loyalty.card.title')}</h3>
        <p className="text-sm font-semibold" data-testid="punch-progress">
          {progress}
        </p>
      </div>
      {/* one picture of the whole card: the circles are its parts (an img's children are not read), so no list */}
      <div role="img" aria-label={progress} className="flex flex-wrap gap-2.5">
        {view.slots.map((punched, i) => (
          <span
            key={i}
            data-punch-slot=""
            className="grid size-10 place-items-center rounded-full border-2 text-xs font-bold"
            style={{
              borderColor: settings.punch_color,
              backgroundColor: punched ? settings.punch_color : 'transparent',
              color: punched ? settings.background_color : settings.text_color,
            }}
          >
            {punched ? '✓' : i + 1}
          </span>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>{t('loyalty.card.total', { n: count })}</span>
        {view.completed > 0 ? <span className="font-semibold">{t('loyalty.card.completed', { n: view.completed })}</span> : null}
      </div>
    </div>
  )
}
