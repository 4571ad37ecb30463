// Printing a receipt from this device. With a receipt printer paired (Web Serial), the print pages' thermal receipt
// is rendered off screen, drawn at the printer's resolution and queued as ESC/POS raster bytes; otherwise the chosen
// layout's print page opens with the browser's dialog, and the first time this device does so a notice says why.
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { OrderReceipt } from '../../components/receipt/OrderReceipt'
import { LOGO_WAIT_MS } from '../../components/receipt/ReceiptLogo'
import receiptCss from '../../components/receipt/receipt.css?inline'
import { PAPER, printRoute, receiptLocale, type PaperWidth } from '../../domain/device'
import { printPath } from '../../domain/order-view'
import type { Order } from '../../domain/orders'
import { printDay, printTime } from '../../domain/print'
import type { Store } from '../../domain/types'
import { ApiError } from '../../lib/api/client'
import { mediaUrl } from '../../lib/config'
import { dirOf, getLocale, t } from '../../lib/i18n/i18n'
import { encodeRasterReceipt, type Bitmap } from '../../lib/printer/escpos'
import { rasteriseElement } from '../../lib/printer/raster'
import { serialSupported } from '../../lib/printer/serial'
import { sessionEpoch } from '../../lib/session-epoch'
import { readPrintDialogNoticed, savePrintDialogNoticed } from '../../lib/storage'
import { deviceState, enqueuePrint, printerPaired } from '../../stores/device'
import { loadOrderPrint } from '../../stores/order-print'
import { currentCountry } from '../../stores/session'
import { storeState } from '../../stores/store'
import { pushToast } from '../../stores/toasts'
import { TEST_PAGE_LABEL } from './PrintQueue'

/** The receipt's printable width on this paper, over the print pages' 72 mm */
const paperCss = (paper: PaperWidth) => `.rcpt--thermal{width:${PAPER[paper].printableMm}mm;max-width:none}`

/**
 * Renders `node` off screen with the receipt styles only (in a shadow root, so neither the app's styles reach it
 * nor its styles the app), then draws it `dots` wide.
 */
async function renderBitmap(node: ReactNode, paper: PaperWidth): Promise<Bitmap> {
  const css = receiptCss + paperCss(paper)
  const host = document.createElement('div')
  host.style.position = 'fixed'
  host.style.left = '-10000px'
  host.style.top = '0'
  host.setAttribute('aria-hidden', 'true')
  const shadow = host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  shadow.adoptedStyleSheets = [sheet]
  const mount = document.createElement('div')
  shadow.append(mount)
  document.body.append(host)
  const root = createRoot(mount)
  try {
    flushSync(() => root.render(node))
    await document.fonts.ready
    const element = mount.firstElementChild
    if (!(element instanceof HTMLElement)) throw new Error('The receipt did not render')
    return (await rasteriseElement(element, css, PAPER[paper].dots)).bitmap
  } finally {
    root.unmount()
    host.remove()
  }
}

/**
 * The brand logo as a data URL (an SVG image loads nothing from outside itself); null when it cannot be read, or not
 * within the print pages' wait for a logo (a host that never answers must not hold the receipt): the receipt prints
 * without it
 */
async function logoDataUrl(url: string | null): Promise<string | null> {
  if (!url) return null
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('The logo took too long', 'TimeoutError')), LOGO_WAIT_MS)
  try {
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok) return null
    const blob = await response.blob()
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null)
      reader.onerror = () => resolve(null)
      reader.readAsDataURL(blob)
    })
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

const noop = () => undefined

/** Thrown when a sign-out came while a receipt was being made: the pipeline stops, and says nothing */
class SignedOut extends Error {}

/**
 * The bytes of one copy of an order's thermal receipt for this device's printer. `sameSession` is called after each
 * step that waited and throws once the session that began it ended.
 */
async function orderReceiptBytes(orderId: number, store: Store, paper: PaperWidth, sameSession: () => void): Promise<Uint8Array> {
  const data = await loadOrderPrint(orderId, receiptLocale(store))
  sameSession()
  const logo = await logoDataUrl(mediaUrl(data.order.store.brand.photo, currentCountry()))
  sameSession()
  const bitmap = await renderBitmap(<OrderReceipt data={data} layout="thermal" dscnt={!store.hide_discount} logo={logo} onLogoSettled={noop} />, paper)
  sameSession()
  return encodeRasterReceipt(bitmap)
}

/** The browser's print page and dialog, as the drawer's print buttons open it */
function openPrintPage(order: Pick<Order, 'id'>, store: Store): void {
  if (!readPrintDialogNoticed()) {
    savePrintDialogNoticed()
    pushToast({ kind: 'info', title: { key: 'device.dialogNotice' }, durationMs: 10_000 })
  }
  const opened = window.open(printPath(deviceState.settings.layout, order.id, store), '_blank')
  if (!opened) pushToast({ kind: 'warning', title: { key: 'device.popupBlocked' } })
  else opened.opener = null
}


/**
 * Print on confirm: the confirmed order's receipt, to the printer's queue (one job per copy) or the browser's dialog.
 * A sign-out while it is being made ends it: nothing more is asked of the server or queued, and nothing is said on
 * the next screen (the order can be printed from its drawer).
 */
export async function printConfirmedOrder(order: Pick<Order, 'id' | 'code'>): Promise<void> {
  const store = storeState.store
  const { settings } = deviceState
  if (!store || !settings.printOnConfirm) return
  if (printRoute(serialSupported(), printerPaired()) === 'dialog') {
    openPrintPage(order, store)
    return
  }
  const epoch = sessionEpoch()
  const sameSession = () => {
    if (sessionEpoch() !== epoch) throw new SignedOut()
  }
  const owner = { country: currentCountry(), storeId: store.id }
  try {
    const bytes = await orderReceiptBytes(order.id, store, settings.paper, sameSession)
    await enqueuePrint(order.code, bytes, owner, settings.copies)
  } catch (error) {
    if (error instanceof SignedOut || sessionEpoch() !== epoch) return
    // a failed call has shown its toast already
    if (!(error instanceof ApiError && error.notified)) pushToast({ kind: 'error', title: { key: 'device.printFailed', params: { code: order.code } } })
  }
}

function TestReceipt({ store, paper }: { store: Store | null; paper: PaperWidth }) {
  const locale = getLocale()
  const now = new Date().toISOString()
  const name = store ? [store.brand.name, store.name].join(' · ') : ''
  return (
    <article className="rcpt rcpt--thermal" lang={locale} dir={dirOf(locale)} data-receipt="test">
      <header className="rcpt-header">
        <div className="rcpt-heading">
          <p className="rcpt-brand">{name}</p>
          <p className="rcpt-code">{t('device.test.title')}</p>
          <p className="rcpt-date">{[printDay(now, store?.timezone), printTime(now, store?.timezone)].join(' ')}</p>
        </div>
      </header>
      <section className="rcpt-section">
        <p>{t('device.test.sample')}</p>
        <p className="rcpt-muted">{t('device.test.paper', { paper: t(paper === 80 ? 'device.paper.80' : 'device.paper.58') })}</p>
      </section>
    </article>
  )
}

/** 'Print test page': a short receipt in the dashboard's language through the same path as an order's */
export async function printTestPage(): Promise<void> {
  const { paper } = deviceState.settings
  try {
    const bitmap = await renderBitmap(<TestReceipt store={storeState.store} paper={paper} />, paper)
    await enqueuePrint(TEST_PAGE_LABEL, encodeRasterReceipt(bitmap), 'device')
  } catch {
    pushToast({ kind: 'error', title: { key: 'device.test.failed' } })
  }
}
