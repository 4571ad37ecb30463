import { cleanup, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { makeProduct } from '../../../tests/factories/orders'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { makePrintOrder, printHandlers } from '../../../tests/mocks/print'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'

let print: ReturnType<typeof vi.fn<() => void>>
let close: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  print = vi.fn<() => void>()
  close = vi.fn<() => void>()
  vi.spyOn(window, 'print').mockImplementation(print)
  vi.spyOn(window, 'close').mockImplementation(close)
})
afterEach(() => {
  document.title = 'Store Dashboard'
})

/** The page's own failure message (the failed calls also raise catalogue toasts, role alert too) */
const failure = async () => {
  await waitFor(() => expect(document.querySelector('[data-print-status="failed"]')).not.toBeNull())
  return document.querySelector<HTMLElement>('[data-print-status="failed"]')!
}
const row = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-row="${id}"]`)

async function openReceipt(path: string) {
  signInAs()
  renderApp(path)
  await waitFor(() => expect(document.querySelector('[data-receipt]')).not.toBeNull())
  return document.querySelector<HTMLElement>('[data-receipt]')!
}

describe('order receipt (SPEC 2 print pages, 7 order print)', () => {
  it('English restaurant receipt: code, store, products with modifiers, totals equal to the financial figures, then prints once', async () => {
    const r = await openReceipt('/print-normal?id=1&dscnt=true')
    expect(r).toHaveAttribute('lang', 'en')
    expect(r).toHaveAttribute('dir', 'ltr')
    expect(row(r, 'code')).toHaveTextContent('Order #104233')
    expect(row(r, 'brand-store')).toHaveTextContent('Patty Lab – Salmiya')
    const burger = r.querySelector<HTMLElement>('[data-line="11"]')!
    expect(burger).toHaveTextContent('Classic Burger')
    expect(burger).toHaveTextContent('Extras: Cheese')
    expect(burger).toHaveTextContent('No onions')
    expect(burger).toHaveTextContent('Nutritional facts: Calories 540 kcal · Carbs 41 g · Proteins 28 g · Fat 27 g · Fiber 3 g')
    expect(within(burger).getByText('2')).toBeInTheDocument()
    expect(burger).toHaveTextContent('KWD 5.100')
    expect(row(r, 'subtotal')).toHaveTextContent('SubtotalKWD 6.000')
    expect(row(r, 'discount')).toHaveTextContent('DiscountKWD -0.600')
    expect(row(r, 'tips')).toHaveTextContent('KWD 0.250')
    expect(row(r, 'total')).toHaveTextContent('TotalKWD 5.650')
    expect(row(r, 'coupon')).toHaveTextContent('WELCOME10')
    expect(row(r, 'payment')).toHaveTextContent('KNET')
    expect(row(r, 'car')).toHaveTextContent('Toyota · SUV · White')
    expect(row(r, 'comments')).toHaveTextContent('Please ring twice')
    expect(row(r, 'vat')).toBeNull()
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    expect(document.title).toBe('Order #104233')
    window.dispatchEvent(new Event('afterprint'))
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('the discount line only with dscnt=true; without it the discount is added back into the total (domain/order-totals)', async () => {
    const r = await openReceipt('/print-thermal?id=1&dscnt=false')
    expect(r).toHaveAttribute('data-receipt', 'thermal')
    expect(row(r, 'discount')).toBeNull()
    expect(row(r, 'total')).toHaveTextContent('KWD 6.250')
    // on the roll the choices, comments and nutrition take their own full-width row under the product
    const burger = r.querySelector<HTMLElement>('[data-line="11"]')!
    expect(burger.querySelectorAll('tr')).toHaveLength(2)
    expect(burger.querySelector('.rcpt-details')).toHaveTextContent('Extras: CheeseNo onionsNutritional facts: Calories 540 kcal')
    expect(r.querySelector('[data-line="12"]')!.querySelectorAll('tr')).toHaveLength(1)
  })

  it('a supermarket order with a coupon and a cash balance, discount hidden: both receipts add up, and the cash to collect is shown and right', async () => {
    const order = makePrintOrder({
      id: 7,
      store: { id: 201, name: 'Olaya', brand: { name: 'Nakheel Fresh Market', photo: null, supermarket: true } },
      products: [makeProduct({ order_product_id: 71, original: { id: 1, name: 'Rice 5kg', photo: null, loyalty: false, nutritional: null }, qty: 2, price: 50, total_price: 100, currency: { code: 'SAR' }, replacement: null })],
      financial: { currency: { code: 'SAR' }, products_price: 100, discount: 10, tips: 0, fee: 0, total_price: 103.5, vat_percent: 15, total_vat_price: 13.5, total_paid: 50, remaining_balance: 53.5 },
      payment: { method: { id: 2 }, method_name: 'Cash' },
      coupon: { code: 'NAKHEEL10' },
    })
    server.use(...printHandlers({ orders: { 7: { en: order, ar: order } } }))
    const amount = (r: HTMLElement, id: string) => (row(r, id) ? Number(/-?[\d,]+\.\d+/.exec(row(r, id)!.textContent!.replace(/,/g, ''))![0]) : 0)
    for (const layout of ['normal', 'thermal']) {
      const r = await openReceipt(`/print-${layout}?id=7&locale=en&dscnt=false`)
      expect(row(r, 'discount'), layout).toBeNull()
      expect(amount(r, 'total'), layout).toBe(113.5)
      expect(Math.round((amount(r, 'subtotal') + amount(r, 'fee') + amount(r, 'tips') + amount(r, 'vat')) * 100) / 100, layout).toBe(amount(r, 'total'))
      expect(amount(r, 'paid') + amount(r, 'remaining'), layout).toBe(amount(r, 'total'))
      expect(row(r, 'remaining'), layout).toHaveTextContent('SAR 53.50')
      expect(row(r, 'coupon'), layout).toHaveTextContent('NAKHEEL10')
      cleanup()
    }
  })

  it('a supermarket order prints in Arabic by default: Arabic texts, the car from the English response, replacement quantities and Canceled Items', async () => {
    const en = makePrintOrder({
      id: 5,
      store: { id: 201, name: 'Olaya', brand: { name: 'Nakheel Fresh Market', photo: null, supermarket: true } },
      collectionMethod: { id: 1, name: 'Drive-Thru' },
      products: [
        makeProduct({ order_product_id: 51, original: { id: 1, name: 'Milk 1L', photo: null, loyalty: false, nutritional: null }, qty: 3, price: 6, total_price: 18, currency: { code: 'SAR' }, replacement: { qty: 2, total_price: 12 } }),
        makeProduct({ order_product_id: 52, original: { id: 2, name: 'Bread', photo: null, loyalty: false, nutritional: null }, qty: 1, price: 4.5, total_price: 4.5, currency: { code: 'SAR' }, replacement: null }),
        makeProduct({ order_product_id: 53, original: { id: 3, name: 'Eggs', photo: null, loyalty: false, nutritional: null }, qty: 2, price: 11, total_price: 22, currency: { code: 'SAR' }, replacement: { qty: 0, total_price: 0 } }),
      ],
      financial: { currency: { code: 'SAR' }, products_price: 16.5, discount: 0, tips: 0, fee: 0, total_price: 18.98, vat_percent: 15, total_vat_price: 2.48, total_paid: 18.98, remaining_balance: 0 },
      coupon: null,
    })
    const ar = {
      ...en,
      store: { ...en.store, name: 'العليا', brand: { ...en.store.brand, name: 'سوق النخيل الطازج' } },
      car: { make: { name: 'تويوتا', icon: null }, type: { name: 'دفع رباعي', icon: null }, color: { name: 'أبيض' }, photo: null, plate: '12/34567' },
      products: en.products.map((p) => ({ ...p, original: { ...p.original, name: `${p.original.name} (ع)` } })),
    }
    let dictionaryLocale = ''
    server.use(
      ...printHandlers({ orders: { 5: { en, ar } } }).slice(0, 1),
      api.get('/api/v1/dictionary/{storeId}/{locale}', ({ params }) => {
        dictionaryLocale = `${String(params.storeId)}/${String(params.locale)}`
        return HttpResponse.json({ order_number: 'طلب رقم #%code%', brand_store: '%brand% – %store%', car: 'السيارة', canceled_items: 'الأصناف الملغاة', vat: 'ضريبة القيمة المضافة (%percent%%)', total: 'الإجمالي' })
      }),
    )
    const r = await openReceipt('/print-normal?id=5')
    expect(dictionaryLocale).toBe('201/ar')
    expect(r).toHaveAttribute('lang', 'ar')
    expect(r).toHaveAttribute('dir', 'rtl')
    expect(row(r, 'code')).toHaveTextContent('طلب رقم #104233')
    expect(row(r, 'brand-store')).toHaveTextContent('سوق النخيل الطازج – العليا')
    expect(row(r, 'car')).toHaveTextContent('Toyota · SUV · White')
    const milk = r.querySelector<HTMLElement>('[data-line="51"]')!
    expect(milk).toHaveTextContent('Milk 1L (ع)')
    expect(within(milk).getByText('2')).toHaveAttribute('data-cell', 'qty')
    expect(milk).toHaveTextContent('SAR 12.00')
    const canceled = r.querySelector<HTMLElement>('[data-section="canceled"]')!
    expect(canceled).toHaveTextContent('الأصناف الملغاة')
    expect(canceled).toHaveTextContent('Eggs (ع)')
    expect(r.querySelector('table [data-line="53"]')).toBeNull()
    expect(row(r, 'vat')).toHaveTextContent('ضريبة القيمة المضافة (15%)SAR 2.48')
    expect(row(r, 'total')).toHaveTextContent('SAR 18.98')
  })

  it('what a customer typed is text, never markup', async () => {
    const order = makePrintOrder({
      user: { ...makePrintOrder().user, name: '<img src=x onerror=alert(1)>' },
      comments: '<script>alert(1)</script>',
    })
    server.use(...printHandlers({ orders: { 1: { en: order, ar: order } } }))
    const r = await openReceipt('/print-normal?id=1&locale=en')
    expect(row(r, 'customer')).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(row(r, 'comments')).toHaveTextContent('<script>alert(1)</script>')
    expect(r.querySelector('img[src="x"]')).toBeNull()
    expect(r.querySelector('script')).toBeNull()
  })

  it('a failed load shows the failure and closes the window after 3 s', async () => {
    signInAs()
    renderApp('/print-normal?id=99999999')
    const started = Date.now()
    expect(await failure()).toHaveTextContent('The order could not be loaded for printing.This window closes in 3 seconds.')
    expect(close).not.toHaveBeenCalled()
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 4500 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
    expect(print).not.toHaveBeenCalled()
  })

  it('both language responses must succeed', async () => {
    const order = makePrintOrder()
    server.use(
      api.get('/api/v1/order/{id}', ({ request }) =>
        new URL(request.url).searchParams.get('_locale') === 'ar'
          ? HttpResponse.json({ code: 500, message: 'Boom' }, { status: 500 })
          : HttpResponse.json(order),
      ),
    )
    signInAs()
    renderApp('/print-thermal?id=1&locale=en')
    expect(await failure()).toHaveTextContent('The order could not be loaded for printing.')
    expect(document.querySelector('[data-receipt]')).toBeNull()
  })
})

describe('daily report print (SPEC 2 daily report print)', () => {
  beforeEach(() => {
    server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(makeStore({ brand: { ...makeStore().brand, photo: null } }))))
  })

  async function openReport(path: string) {
    signInAs()
    renderApp(path)
    await waitFor(() => expect(document.querySelector('[data-report]')).not.toBeNull())
    return document.querySelector<HTMLElement>('[data-report]')!
  }

  it('dscnt=true: header, counts, the report figures with the discount row, categories; prints once', async () => {
    const r = await openReport('/report-print?date=2026-11-21&dscnt=true')
    expect(r).toHaveTextContent('Daily Closing Report')
    expect(row(r, 'date')).toHaveTextContent('21/11/2026')
    expect(row(r, 'time')).toHaveTextContent('11:40PM')
    expect(row(r, 'user')).toHaveTextContent('UserMona Manager')
    expect(row(r, 'orders_count_delivered')).toHaveTextContent('3')
    expect(row(r, 'sales_discount')).toHaveTextContent('KWD 10.000')
    expect(row(r, 'sales_total')).toHaveTextContent('KWD 113.500')
    expect(row(r, 'payments_online')).toHaveTextContent('KWD 73.500')
    expect(row(r, 'payments_total')).toHaveTextContent('KWD 113.500')
    expect(row(r, 'sales_vat')).toBeNull()
    expect(r.querySelector('[data-category="1"]')).toHaveTextContent('1Burgers9KWD 90.500')
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
  })

  it('dscnt not true: no discount row, the discount added back into the total and the online payments', async () => {
    const r = await openReport('/report-print?date=2026-11-21')
    expect(row(r, 'sales_discount')).toBeNull()
    expect(row(r, 'sales_total')).toHaveTextContent('KWD 123.500')
    expect(row(r, 'payments_online')).toHaveTextContent('KWD 83.500')
    expect(row(r, 'payments_total')).toHaveTextContent('KWD 123.500')
    expect(row(r, 'payments_cash')).toHaveTextContent('KWD 40.000')
  })

  it('a bad date or a failed report shows the failure and does not print', async () => {
    server.use(api.get('/api/v1/report/store/daily', () => HttpResponse.json({ code: 403, message: 'Reports are for store managers only' }, { status: 403 })))
    signInAs()
    renderApp('/report-print?date=2026-11-21&dscnt=true')
    expect(await failure()).toHaveTextContent('The report could not be loaded for printing.')
    expect(print).not.toHaveBeenCalled()
  })
})
