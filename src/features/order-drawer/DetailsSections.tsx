// Delivery address (House, Apartment or Office fields) and notes; order history with the stage labels.
import { PinIcon } from '../../components/ui/page-icons'
import { addressTypeOf } from '../../domain/dispatch'
import { DELIVERY_TYPE_LABELS, STAGE_LABELS } from '../../domain/labels'
import { addressLines, clockTime, type AddressField } from '../../domain/order-view'
import { orderStages, type Order, type Stage } from '../../domain/orders'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { Section } from './Section'

const FIELD_LABEL: Record<AddressField, MessageKey> = {
  area: 'drawer.address.area',
  block: 'drawer.address.block',
  street: 'drawer.address.street',
  avenue: 'drawer.address.avenue',
  house: 'drawer.address.house',
  building: 'drawer.address.building',
  floor: 'drawer.address.floor',
  apartment: 'drawer.address.apartment',
  company: 'drawer.address.company',
  office: 'drawer.address.office',
}

export function AddressSection({ delivery }: { delivery: NonNullable<Order['delivery']> }) {
  const { t } = useI18n()
  const lines = addressLines(delivery)
  const kind = addressTypeOf(delivery)
  const notes = [delivery.home?.note, delivery.comments].filter((n): n is string => !!n && n.trim() !== '')
  return (
    <Section
      title={t('drawer.deliveryAddress')}
      end={
        kind ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-semibold text-ink">
            <PinIcon className="size-4" />
            {t(DELIVERY_TYPE_LABELS[kind])}
          </span>
        ) : null
      }
    >
      {lines.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {lines.map((l) => (
            <div key={l.field} className="contents">
              <dt className="text-ink-soft">{t(FIELD_LABEL[l.field])}</dt>
              <dd className="min-w-0 font-semibold wrap-anywhere text-ink">{l.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes.length ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-ink-soft">{t('drawer.notes')}</p>
          {notes.map((n, i) => (
            <p key={i} className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">
              {n}
            </p>
          ))}
        </div>
      ) : null}
    </Section>
  )
}

const STAGE_KEY: Record<Stage['key'], (typeof STAGE_LABELS)[number]> = {
  creation: 'enum.stage.creation',
  payment: 'enum.stage.payment',
  confirmation: 'enum.stage.confirmation',
  dispatch: 'enum.stage.dispatch',
  delivery: 'enum.stage.delivery',
  declined: 'enum.stage.declined',
  cancelled: 'enum.stage.cancelled',
  noShow: 'enum.stage.noShow',
}

export function HistorySection({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t, locale } = useI18n()
  const stages = orderStages(order)
  return (
    <Section title={t('drawer.history')}>
      <ol className="relative ms-1.5 border-s-2 border-line">
        {stages.map((s, i) => (
          <li key={s.key} className="relative flex items-baseline gap-3 ps-4 pb-3 last:pb-0">
            <span aria-hidden="true" className={`absolute -start-[7px] top-1.5 size-3 rounded-full ${i === stages.length - 1 ? 'bg-brand-700' : 'bg-line'}`} />
            <span className="flex-1 text-sm font-semibold text-ink">{t(STAGE_KEY[s.key])}</span>
            <time dateTime={s.at} className="text-sm text-ink-soft tabular-nums">
              {clockTime(s.at, timeZone, locale)}
            </time>
          </li>
        ))}
      </ol>
    </Section>
  )
}
