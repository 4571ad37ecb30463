// Customer (name, phone, picture, order count, arrival), car (make, type, colour, plate, photo), selfie, and the
// driver of a delivery order. Pictures open large in the image viewer.
import { Badge } from '../../components/ui/Badge'
import { cx, focusRing } from '../../components/ui/cx'
import { CarIcon, PhoneIcon, ScooterIcon } from '../../components/ui/page-icons'
import { formatKm } from '../../domain/map'
import { arrivalView, initials, showsCar, type ArrivalView } from '../../domain/order-view'
import { customerName, type Order } from '../../domain/orders'
import { mediaUrl, type CountryCode } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import type { Viewing } from './MediaDialogs'
import { Section } from './Section'

function Arrival({ arrival, distance }: { arrival: ArrivalView; distance?: number | null | undefined }) {
  const { t } = useI18n()
  if (arrival.kind === 'arrived') return <Badge tone="success" className="bg-brand-700 text-white ring-brand-800">{t('enum.customer.arrived')}</Badge>
  if (arrival.kind === 'arriving') {
    const text = arrival.minutes != null ? t('orders.minAway', { n: arrival.minutes }) : t('enum.customer.arriving')
    return (
      <Badge tone="info">
        {text}
        {distance != null && Number.isFinite(distance) ? <span className="font-normal">· {t('map.km', { km: formatKm(distance) })}</span> : null}
      </Badge>
    )
  }
  return <Badge>{t('enum.customer.idle')}</Badge>
}

function Thumb({ src, label, onOpen, className }: { src: string; label: string; onOpen: () => void; className?: string }) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('drawer.viewLarge', { what: label })}
      className={cx('shrink-0 overflow-hidden rounded-lg border border-line bg-surface-muted', focusRing, className)}
    >
      <img src={src} alt="" className="size-full object-cover" />
    </button>
  )
}

function PhoneLink({ phone }: { phone: string }) {
  const { t } = useI18n()
  return (
    <a
      href={`tel:${phone.replace(/\s/g, '')}`}
      aria-label={t('drawer.call', { phone })}
      className={cx('inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-800 underline-offset-2 hover:underline', focusRing)}
    >
      <PhoneIcon className="size-4" />
      <span dir="ltr">{phone}</span>
    </a>
  )
}

/** The delivery company's tracking page when it is a web address: a javascript: URL would be a dead link at best */
function webUrl(link: string | null | undefined): string | null {
  if (!link) return null
  try {
    const { protocol } = new URL(link)
    return protocol === 'https:' || protocol === 'http:' ? link : null
  } catch {
    return null
  }
}

export function CustomerSection({ order, country, onView }: { order: Order; country: CountryCode; onView: (v: Viewing) => void }) {
  const { t } = useI18n()
  const name = customerName(order)
  const avatarBig = mediaUrl(order.user.avatar?.big ?? order.user.avatar?.mini, country)
  const avatarMini = mediaUrl(order.user.avatar?.mini ?? order.user.avatar?.big, country) ?? mediaUrl(order.user.fake_avatar, country)
  const car = showsCar(order) ? order.car : null
  const carPhoto = mediaUrl(car?.photo?.big ?? car?.photo?.mini, country)
  const carThumb = mediaUrl(car?.photo?.mini ?? car?.photo?.big, country)
  const selfie = mediaUrl(order.selfie?.big ?? order.selfie?.mini, country)
  const selfieThumb = mediaUrl(order.selfie?.mini ?? order.selfie?.big, country)
  const driver = order.delivery?.driver ?? null
  const tracking = webUrl(order.delivery?.tracking_link)

  return (
    <>
      <Section title={t('drawer.customer')}>
        <div className="flex items-start gap-3">
          {avatarBig && avatarMini ? (
            <Thumb src={avatarMini} label={t('drawer.avatar')} onOpen={() => onView({ kind: 'image', title: t('drawer.avatar'), src: avatarBig })} className="size-14 rounded-full" />
          ) : avatarMini ? (
            <img src={avatarMini} alt="" className="size-14 shrink-0 rounded-full border border-line bg-surface-muted object-cover" />
          ) : (
            <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-900">
              {initials(name)}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold break-words text-ink">{name}</p>
            <PhoneLink phone={order.user.phone} />
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
              {/* the customer's distance is the map's (along the route); the driver's stays here */}
              <Arrival arrival={arrivalView(order.user.status, order.user.location)} />
              <span>{t('drawer.orderCount', { n: order.user.count_orders })}</span>
              {order.dineIn ? <Badge tone="warn">{t('orders.table', { table: order.dineIn.table })}</Badge> : null}
            </div>
            {order.user.descr ? <p className="mt-1 text-sm break-words text-ink-soft">{order.user.descr}</p> : null}
          </div>
        </div>

        {car ? (
          <div className="mt-4 border-t border-line pt-3">
            <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-soft">
              <CarIcon className="size-5" />
              {t('drawer.car')}
            </p>
            <div className="flex flex-wrap items-start gap-3">
              <dl className="grid min-w-[14rem] flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-ink-soft">{t('drawer.carMake')}</dt>
                <dd className="flex min-w-0 items-center gap-2 font-semibold wrap-anywhere text-ink">
                  {car.make.icon ? <img src={mediaUrl(car.make.icon, country) ?? ''} alt="" className="size-6 object-contain" /> : null}
                  {car.make.name}
                </dd>
                <dt className="text-ink-soft">{t('drawer.carType')}</dt>
                <dd className="flex min-w-0 items-center gap-2 font-semibold wrap-anywhere text-ink">
                  {car.type.icon ? <img src={mediaUrl(car.type.icon, country) ?? ''} alt="" className="size-6 object-contain" /> : null}
                  {car.type.name}
                </dd>
                <dt className="text-ink-soft">{t('drawer.carColor')}</dt>
                <dd className="flex min-w-0 items-center gap-2 font-semibold wrap-anywhere text-ink">
                  {car.color.hex ? <span aria-hidden="true" className="size-5 rounded-full border border-ink/30" style={{ backgroundColor: car.color.hex }} /> : null}
                  {car.color.name}
                </dd>
                {car.plate ? (
                  <>
                    {/* the plate on a line of its own, never cut: beside a long label (Arabic's) on a phone it was */}
                    <dt className="col-span-2 mt-1 text-ink-soft">{t('drawer.plate')}</dt>
                    <dd className="col-span-2 min-w-0">
                      <span dir="ltr" className="inline-block max-w-full rounded-md border-2 border-ink px-2 py-0.5 font-mono text-lg font-bold tracking-wider [overflow-wrap:anywhere] text-ink">
                        {car.plate}
                      </span>
                    </dd>
                  </>
                ) : null}
              </dl>
              <div className="flex shrink-0 gap-2">
                {carPhoto && carThumb ? (
                  <Thumb src={carThumb} label={t('drawer.carPhoto')} onOpen={() => onView({ kind: 'image', title: t('drawer.carPhoto'), src: carPhoto })} className="size-20" />
                ) : null}
                {selfie && selfieThumb ? (
                  <Thumb src={selfieThumb} label={t('drawer.selfie')} onOpen={() => onView({ kind: 'image', title: t('drawer.selfie'), src: selfie })} className="size-20" />
                ) : null}
              </div>
            </div>
          </div>
        ) : selfie && selfieThumb ? (
          <div className="mt-3 flex">
            <Thumb src={selfieThumb} label={t('drawer.selfie')} onOpen={() => onView({ kind: 'image', title: t('drawer.selfie'), src: selfie })} className="size-20" />
          </div>
        ) : null}
      </Section>

      {order.delivery ? (
        <Section title={t('drawer.driver')}>
          {driver ? (
            <div className="flex items-start gap-3">
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-muted text-ink-soft">
                <ScooterIcon className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold break-words text-ink">{driver.user.name}</p>
                {driver.user.phone ? <PhoneLink phone={driver.user.phone} /> : null}
                <div className="mt-1">
                  <Arrival arrival={arrivalView(driver.status, driver.location)} distance={driver.location?.distance} />
                </div>
              </div>
            </div>
          ) : (
            <p className="text-sm text-ink-soft">{t('drawer.noDriver')}</p>
          )}
          {order.delivery.delivery_company || tracking ? (
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
              {order.delivery.delivery_company ? (
                <span className="min-w-0 wrap-anywhere">
                  {t('drawer.deliveryCompany')}: <span className="font-semibold text-ink">{order.delivery.delivery_company.name}</span>
                </span>
              ) : null}
              {tracking ? (
                <a href={tracking} target="_blank" rel="noopener noreferrer" className={cx('inline-flex min-h-11 items-center font-semibold text-brand-800 underline', focusRing)}>
                  {t('drawer.track')}
                </a>
              ) : null}
            </p>
          ) : null}
        </Section>
      ) : null}
    </>
  )
}
