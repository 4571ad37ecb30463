// /print-normal and /print-thermal (query id, locale, dscnt): loads the order in both languages and the print
// dictionary, renders the receipt, prints once the logo has loaded and closes after printing. A load failure
// shows a message and closes the window after 3000 ms. Rendered without the app layout; needs the signed-in token.
import { useCallback, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { parseId, printText, showsDiscount } from '../../domain/print'
import { OrderReceipt, type ReceiptLayout } from '../../components/receipt/OrderReceipt'
import { mediaUrl } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { loadOrderPrint } from '../../stores/order-print'
import { currentCountry } from '../../stores/session'
import { PRINT_CLOSE_DELAY_MS, useCloseAfterFailure, useDocumentTitle, usePrintLoad, usePrintWhenReady } from './print-flow'
import { PrintStatus } from './PrintStatus'
import '../../components/receipt/receipt.css'

const PX_PER_MM = 96 / 25.4
/** @page margins (4 mm each) plus a little paper fed after the last line */
const THERMAL_EXTRA_MM = 8 + 6

/**
 * A roll has no page height: size the thermal page to the receipt so it prints as one page (Chromium ignores
 * 'size: 80mm auto'). The receipt is 72 mm wide on screen and on paper, so its screen height is its paper height.
 */
function fitThermalPage(receipt: HTMLElement | null): void {
  if (!receipt) return
  const heightMm = Math.ceil(receipt.getBoundingClientRect().height / PX_PER_MM) + THERMAL_EXTRA_MM
  // a constructed sheet, not a <style> element: the Content Security Policy allows no inline styles
  if (!('adoptedStyleSheets' in document)) return
  thermalSheet ??= new CSSStyleSheet()
  thermalSheet.replaceSync(`@page receipt-thermal { size: 80mm ${heightMm}mm; margin: 4mm; }`)
  if (!document.adoptedStyleSheets.includes(thermalSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, thermalSheet]
}
let thermalSheet: CSSStyleSheet | undefined

export function OrderPrintPage({ layout }: { layout: ReceiptLayout }) {
  const { t } = useI18n()
  const [params] = useSearchParams()
  const id = parseId(params.get('id'))
  const localeParam = params.get('locale')
  const dscnt = showsDiscount(params.get('dscnt'))
  const load = usePrintLoad(id === null ? null : `${id}/${localeParam ?? ''}`, () => loadOrderPrint(id!, localeParam))
  const [logoSettled, setLogoSettled] = useState(false)
  const sheet = useRef<HTMLDivElement>(null)
  const ready = load.status === 'ready'
  useDocumentTitle(ready ? printText(load.data.dictionary, 'order_number', { code: load.data.order.code }) : '')

  const beforePrint = useCallback(() => {
    if (layout === 'thermal') fitThermalPage(sheet.current?.querySelector('[data-receipt]') ?? null)
  }, [layout])
  usePrintWhenReady(ready && logoSettled, beforePrint)
  useCloseAfterFailure(load.status === 'failed', PRINT_CLOSE_DELAY_MS)
  const onLogoSettled = useCallback(() => setLogoSettled(true), [])

  return (
    <main className={`print-page print-page--${layout}`}>
      <h1 className="sr-only">{t(layout === 'normal' ? 'page.printNormal' : 'page.printThermal')}</h1>
      {load.status === 'loading' ? <PrintStatus kind="loading" text={t('print.loading.order')} /> : null}
      {load.status === 'failed' ? (
        <PrintStatus kind="failed" text={t('print.failed.order')} detail={t('print.failed.closing', { seconds: PRINT_CLOSE_DELAY_MS / 1000 })} />
      ) : null}
      {load.status === 'ready' ? (
        <div ref={sheet} className={`print-sheet print-sheet--${layout}`}>
          <OrderReceipt
            data={load.data}
            layout={layout}
            dscnt={dscnt}
            logo={mediaUrl(load.data.order.store.brand.photo, currentCountry())}
            onLogoSettled={onLogoSettled}
          />
        </div>
      ) : null}
    </main>
  )
}
