// The order receipt (SPEC 2 'Order receipt'): one component for both layouts, 'normal' (an A4/Letter invoice) and
// 'thermal' (an 80 mm roll). Shared by the print pages and the device's receipt printer (which rasterises it), so
// both print the same receipt; props only. Labels come from the store's print dictionary; everything a person typed (names,
// notes, comments, addresses) and every dictionary text is rendered as React text, never as markup.
import type { ReactNode } from 'react'
import { CAR_METHOD_IDS } from '../../domain/collection-methods'
import { addressTypeOf } from '../../domain/dispatch'
import { orderTotals } from '../../domain/order-totals'
import { customerName } from '../../domain/orders'
import {
  deliveryTypeKey,
  printDay,
  printText,
  printTime,
  receiptLines,
  type PlaceholderValues,
  type PrintOrder,
  type ReceiptData,
  type ReceiptLine,
} from '../../domain/print'
import { PrintLogo } from './ReceiptLogo'
import { Money, Row } from './ReceiptParts'

export type ReceiptLayout = 'normal' | 'thermal'

type Say = (key: string, values?: PlaceholderValues) => string

/** Text a person typed, isolated so its direction never reorders the text around it; nothing when empty */
const typed = (text: string | null | undefined) => (text ? <bdi>{text}</bdi> : null)

function Section({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `rcpt-section ${className}` : 'rcpt-section'}>
      {title ? <h2 className="rcpt-section-title">{title}</h2> : null}
      {children}
    </section>
  )
}

function when(say: Say, iso: string | null | undefined): string | null {
  return iso ? say('date_line', { day: printDay(iso), time: printTime(iso) }) : null
}

function OrderInfo({ order, say }: { order: PrintOrder; say: Say }) {
  const t = order.timing
  return (
    <Section>
      <dl className="rcpt-rows">
        <Row label={say('status')}>{order.status.name}</Row>
        <Row label={say('collection_method')}>{order.collectionMethod.name}</Row>
        {order.dineIn ? (
          <Row label={say('table')} id="table">
            {typed(order.dineIn.table)}
          </Row>
        ) : null}
        <Row label={say('payment')} id="payment">
          {order.payment.method_name}
        </Row>
        <Row label={say('order_time')}>{when(say, t.created)}</Row>
        <Row label={say('due_time')}>{when(say, t.due)}</Row>
        <Row label={say('confirmed_time')}>{when(say, t.confirmed)}</Row>
        <Row label={say('ready_time')}>{when(say, t.ready)}</Row>
        <Row label={say('dispatched_time')}>{when(say, t.dispatched)}</Row>
        <Row label={say('delivered_time')}>{when(say, t.delivered)}</Row>
        {order.preparationTime != null ? <Row label={say('preparation_time')}>{say('minutes', { minutes: order.preparationTime })}</Row> : null}
      </dl>
    </Section>
  )
}

function CustomerInfo({ order, say }: { order: PrintOrder; say: Say }) {
  const car = order.car && CAR_METHOD_IDS.includes(order.collectionMethod.id) ? order.car : null
  const driver = order.delivery?.driver ?? null
  return (
    <Section className="rcpt-customer">
      <dl className="rcpt-rows">
        <Row label={say('customer')} id="customer">
          {typed(customerName(order))}
        </Row>
        <Row label={say('phone')}>
          <bdi dir="ltr">{order.user.phone}</bdi>
        </Row>
      </dl>
      <p className="rcpt-line" data-row="orders-count">
        {say('orders_count', { count: order.user.count_orders })}
      </p>
      <dl className="rcpt-rows">
        {car ? (
          <>
            <Row label={say('car')} id="car">
              {typed([car.make.name, car.type.name, car.color.name].filter(Boolean).join(' · '))}
            </Row>
            <Row label={say('plate')}>
              {typed(car.plate)}
            </Row>
          </>
        ) : null}
        {driver ? (
          <>
            <Row label={say('driver')} id="driver">
              {typed(driver.user.name)}
            </Row>
            <Row label={say('driver_phone')}>{driver.user.phone ? <bdi dir="ltr">{driver.user.phone}</bdi> : null}</Row>
          </>
        ) : null}
        <Row label={say('delivery_company')}>
          {typed(order.delivery?.delivery_company?.name)}
        </Row>
      </dl>
    </Section>
  )
}

function DeliveryInfo({ order, say }: { order: PrintOrder; say: Say }) {
  const delivery = order.delivery
  if (!delivery) return null
  const home = delivery.home ?? null
  const office = delivery.office ?? null
  const type = addressTypeOf(delivery)
  const typeKey = deliveryTypeKey(type)
  const number = home?.number ?? office?.number ?? null
  const buildingName = home?.building_name ?? office?.building_name ?? delivery.floor?.building ?? null
  const building = type === 2 ? [buildingName, number].filter(Boolean).join(', ') : buildingName
  return (
    <Section title={say('delivery_address')} className="rcpt-delivery">
      <dl className="rcpt-rows">
        <Row label={say('delivery_type')} id="delivery-type">
          {typeKey ? say(typeKey) : null}
        </Row>
        <Row label={say('company')}>
          {typed(home?.company_name ?? office?.company_name)}
        </Row>
        <Row label={say('area')}>
          {typed(home?.area?.name)}
        </Row>
        <Row label={say('block')}>
          {typed(home?.block)}
        </Row>
        <Row label={say('street')}>
          {typed(home?.street)}
        </Row>
        <Row label={say('avenue')}>
          {typed(home?.avenue)}
        </Row>
        {type === 1 ? (
          <Row label={say('house_no')}>
            {typed(number)}
          </Row>
        ) : null}
        <Row label={say('building')}>
          {typed(building)}
        </Row>
        <Row label={say('floor')}>
          {typed(home?.floor ?? office?.floor ?? delivery.floor?.name)}
        </Row>
        <Row label={say('apartment_no')}>
          {typed(home?.apartment)}
        </Row>
        {type === 3 ? (
          <Row label={say('office_no')}>
            {typed(number)}
          </Row>
        ) : null}
        <Row label={say('address_note')} id="address-note">
          {typed(home?.note)}
        </Row>
        <Row label={say('delivery_comments')} id="delivery-comments">
          {typed(delivery.comments)}
        </Row>
      </dl>
    </Section>
  )
}

const NBSP = '\u00a0'
/**
 * 'Calories 540 kcal · Carbs 41 g · …' as one text that wraps only after a separator: a fact never splits from its
 * unit on a narrow thermal line.
 */
function nutritionText(line: ReceiptLine, say: Say): string {
  return line.nutritional
    .map((f) => `${say(f.key)} ${say(f.key === 'calories' ? 'kcal' : 'grams', { amount: f.value })}`.replace(/ /g, NBSP))
    .join(`${NBSP}· `)
}

const hasDetails = (line: ReceiptLine) => line.modifiers.some((m) => m.choices.length > 0) || !!line.comments || line.nutritional.length > 0

function LineDetails({ line, say, layout }: { line: ReceiptLine; say: Say; layout: ReceiptLayout }) {
  return (
    <>
      {line.modifiers.map((m) =>
        m.choices.length ? (
          <div key={m.id} className="rcpt-mod">
            <bdi>{m.original.name}</bdi>
            {': '}
            {m.choices.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ', ' : null}
                <bdi>{c.original.name}</bdi>
                {c.qty > 1 ? ` ×${c.qty}` : null}
                {layout === 'normal' && c.price > 0 ? (
                  <>
                    {' (+'}
                    <Money value={c.price * Math.max(c.qty, 1)} currency={line.currency} />
                    {')'}
                  </>
                ) : null}
              </span>
            ))}
          </div>
        ) : null,
      )}
      {line.comments ? (
        <div className="rcpt-note" data-row="product-comments">
          {typed(line.comments)}
        </div>
      ) : null}
      {line.nutritional.length ? (
        <div className="rcpt-nutri" data-row="nutritional">
          {say('nutritional_facts')}: {nutritionText(line, say)}
        </div>
      ) : null}
    </>
  )
}

function Products({ lines, canceled, say, layout }: { lines: ReceiptLine[]; canceled: ReceiptLine[]; say: Say; layout: ReceiptLayout }) {
  return (
    <Section className="rcpt-products">
      <table className="rcpt-table">
        <colgroup>
          <col className="rcpt-col-item" />
          <col className="rcpt-col-qty" />
          <col className="rcpt-col-price" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{say('item')}</th>
            <th scope="col" className="rcpt-num">
              {say('qty')}
            </th>
            <th scope="col" className="rcpt-num">
              {say('price')}
            </th>
          </tr>
        </thead>
        {lines.map((line) => (
          // one tbody per line: on the thermal roll the details (choices, comments, nutrition) take a full-width row
          <tbody key={line.id} data-line={line.id} className="rcpt-line-group">
            <tr>
              <td>
                <div className="rcpt-item-name">
                  <bdi>{line.name}</bdi>
                </div>
                {layout === 'normal' ? <LineDetails line={line} say={say} layout={layout} /> : null}
              </td>
              <td className="rcpt-num" data-cell="qty">
                {line.qty}
              </td>
              <td className="rcpt-num" data-cell="total">
                <Money value={line.total} currency={line.currency} />
              </td>
            </tr>
            {layout === 'thermal' && hasDetails(line) ? (
              <tr className="rcpt-details">
                <td colSpan={3}>
                  <LineDetails line={line} say={say} layout={layout} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
      {canceled.length ? (
        <div className="rcpt-canceled" data-section="canceled">
          <h2 className="rcpt-section-title">{say('canceled_items')}</h2>
          <ul>
            {canceled.map((line) => (
              <li key={line.id} data-line={line.id}>
                <span className="rcpt-canceled-qty">{line.qty} ×</span> <bdi>{line.name}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  )
}

/** The receipt's figures from the one rule of domain/order-totals: its lines add up to its total, Paid and Remaining too */
function Totals({ order, say, dscnt }: { order: PrintOrder; say: Say; dscnt: boolean }) {
  const t = orderTotals(order.financial, dscnt)
  const c = t.currency
  return (
    <Section className="rcpt-totals">
      <dl className="rcpt-rows">
        <Row label={say('subtotal')} id="subtotal">
          <Money value={t.subtotal} currency={c} />
        </Row>
        {t.discount !== null ? (
          <Row label={say('discount')} id="discount">
            <Money value={-t.discount} currency={c} />
          </Row>
        ) : null}
        {t.fee > 0 ? (
          <Row label={say('delivery_fee')} id="fee">
            <Money value={t.fee} currency={c} />
          </Row>
        ) : null}
        {t.tips > 0 ? (
          <Row label={say('tips')} id="tips">
            <Money value={t.tips} currency={c} />
          </Row>
        ) : null}
        {t.vatPercent > 0 || t.vat > 0 ? (
          <Row label={say('vat', { percent: t.vatPercent })} id="vat">
            <Money value={t.vat} currency={c} />
          </Row>
        ) : null}
        <Row label={say('total')} id="total" strong>
          <Money value={t.total} currency={c} />
        </Row>
        <Row label={say('paid')} id="paid">
          <Money value={t.paid} currency={c} />
        </Row>
        {t.cash > 0 ? (
          <Row label={say('remaining')} id="remaining">
            <Money value={t.cash} currency={c} />
          </Row>
        ) : null}
        <Row label={say('coupon')} id="coupon">
          {typed(order.coupon?.code)}
        </Row>
      </dl>
    </Section>
  )
}

export function OrderReceipt({
  data,
  layout,
  dscnt,
  logo,
  onLogoSettled,
}: {
  data: ReceiptData
  layout: ReceiptLayout
  dscnt: boolean
  /** the brand's logo, a URL the page can load (null: none) */
  logo: string | null
  onLogoSettled: () => void
}) {
  const { order, dictionary, locale } = data
  const say: Say = (key, values) => printText(dictionary, key, values)
  const { sold, canceled } = receiptLines(order)
  return (
    <article className={`rcpt rcpt--${layout}`} lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} data-receipt={layout}>
      <header className="rcpt-header">
        <PrintLogo src={logo} onSettled={onLogoSettled} className="rcpt-logo" />
        <div className="rcpt-heading">
          <p className="rcpt-brand" data-row="brand-store">
            {say('brand_store', { brand: order.store.brand.name, store: order.store.name })}
          </p>
          <p className="rcpt-title">{say(layout === 'normal' ? 'invoice_title' : 'receipt_title')}</p>
          <p className="rcpt-code" data-row="code">
            {say('order_number', { code: order.code })}
          </p>
          <p className="rcpt-date">{when(say, order.timing.created)}</p>
        </div>
      </header>
      <div className="rcpt-info">
        <OrderInfo order={order} say={say} />
        <CustomerInfo order={order} say={say} />
        <DeliveryInfo order={order} say={say} />
      </div>
      <Products lines={sold} canceled={canceled} say={say} layout={layout} />
      <Totals order={order} say={say} dscnt={dscnt} />
      {order.comments ? (
        <Section title={say('comments')} className="rcpt-comments">
          <p data-row="comments">
            {typed(order.comments)}
          </p>
        </Section>
      ) : null}
      <footer className="rcpt-footer">
        <p>{say('thank_you')}</p>
        <p className="rcpt-muted">{say('powered_by')}</p>
      </footer>
    </article>
  )
}
