// /report-print?date=&dscnt= : the printable daily closing report (SPEC 2 'Daily report print'). Renders without
// the app layout; opened in a new tab; prints once the logo has loaded and closes after printing.
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { printDay, printReportDay, printReportTime, printText, printTime, showsDiscount, type PlaceholderValues } from '../../domain/print'
import { parseReportDate, reportSections, type ReportRow } from '../../domain/print-report'
import { mediaUrl } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { currentCountry } from '../../stores/session'
import { loadReportPrint, type ReportPrintData } from './load'
import { Money, Row } from '../../components/receipt/ReceiptParts'
import { useDocumentTitle, usePrintLoad, usePrintWhenReady } from './print-flow'
import { PrintLogo } from '../../components/receipt/ReceiptLogo'
import { PrintStatus } from './PrintStatus'
import '../../components/receipt/receipt.css'

type Say = (key: string, values?: PlaceholderValues) => string

function Rows({ rows, say, currency }: { rows: ReportRow[]; say: Say; currency: string }) {
  return (
    <dl className="rcpt-rows">
      {rows.map((row) => (
        <Row key={row.key} id={row.key} label={say(row.key)} strong={row.key === 'sales_total' || row.key === 'payments_total'}>
          {row.kind === 'money' ? <Money value={row.value} currency={currency} /> : String(row.value)}
        </Row>
      ))}
    </dl>
  )
}

function ReportSheet({ data, dscnt, locale, onLogoSettled }: { data: ReportPrintData; dscnt: boolean; locale: 'en' | 'ar'; onLogoSettled: () => void }) {
  const { t } = useI18n()
  const { report, dictionary } = data
  const say: Say = (key, values) => printText(dictionary, key, values)
  const sections = reportSections(report.totals, { dscnt, currency: report.currency })
  const [printedAt] = useState(() => new Date().toISOString())
  return (
    <article className="rcpt rcpt--normal rcpt--report" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} data-report={report.date}>
      <header className="rcpt-header">
        <PrintLogo src={mediaUrl(data.logo, currentCountry())} onSettled={onLogoSettled} className="rcpt-logo" />
        <div className="rcpt-heading">
          <p className="rcpt-title rcpt-title--report">{say('daily_closing_report')}</p>
        </div>
      </header>
      <section className="rcpt-section">
        <dl className="rcpt-rows rcpt-rows--meta">
          <Row label={say('report_date')} id="date">
            {printReportDay(report.date)}
          </Row>
          <Row label={say('report_time')} id="time">
            {printReportTime(report.time)}
          </Row>
          <Row label={say('brand')} id="brand">
            <bdi>{report.brand}</bdi>
          </Row>
          <Row label={say('store')} id="store">
            <bdi>{report.store}</bdi>
          </Row>
          <Row label={say('user')} id="user">
            <bdi>{report.user}</bdi>
          </Row>
          <Row label={say('currency')} id="currency">
            {report.currency}
          </Row>
        </dl>
      </section>
      <div className="rcpt-report-columns">
        <section className="rcpt-section" data-section="orders">
          <h2 className="rcpt-section-title">{say('orders')}</h2>
          <Rows rows={sections.orders} say={say} currency={report.currency} />
        </section>
        <section className="rcpt-section" data-section="sales">
          <h2 className="rcpt-section-title">{say('sales')}</h2>
          <Rows rows={sections.sales} say={say} currency={report.currency} />
        </section>
        <section className="rcpt-section" data-section="payments">
          <h2 className="rcpt-section-title">{say('payments')}</h2>
          <Rows rows={sections.payments} say={say} currency={report.currency} />
        </section>
      </div>
      {report.categories.length ? (
        <section className="rcpt-section" data-section="categories">
          <h2 className="rcpt-section-title">{say('categories')}</h2>
          <table className="rcpt-table rcpt-table--categories">
            <thead>
              <tr>
                <th scope="col" className="rcpt-num">
                  {t('print.report.categoryId')}
                </th>
                <th scope="col">{say('category')}</th>
                <th scope="col" className="rcpt-num">
                  {say('quantity')}
                </th>
                <th scope="col" className="rcpt-num">
                  {say('sales_gross')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.categories.map((c) => (
                <tr key={c.id} data-category={c.id}>
                  <td className="rcpt-num">{c.id}</td>
                  <td>
                    <bdi>{c.name}</bdi>
                  </td>
                  <td className="rcpt-num">{c.quantity}</td>
                  <td className="rcpt-num">
                    <Money value={c.sales_gross} currency={report.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <footer className="rcpt-footer rcpt-footer--report">
        <p className="rcpt-muted">{say('printed_at', { day: printDay(printedAt, data.timezone), time: printTime(printedAt, data.timezone) })}</p>
        <p className="rcpt-signature">{say('signature')}</p>
      </footer>
    </article>
  )
}

export default function ReportPrintPage() {
  const { t, locale } = useI18n()
  const [params] = useSearchParams()
  const date = parseReportDate(params.get('date'))
  const dscnt = showsDiscount(params.get('dscnt'))
  const load = usePrintLoad(date === null ? null : `${date}/${locale}`, () => loadReportPrint(date!, locale))
  const [logoSettled, setLogoSettled] = useState(false)
  useDocumentTitle(load.status === 'ready' ? `${printText(load.data.dictionary, 'daily_closing_report')} ${printReportDay(load.data.report.date)}` : '')

  usePrintWhenReady(load.status === 'ready' && logoSettled)
  const onLogoSettled = useCallback(() => setLogoSettled(true), [])

  return (
    <main className="print-page print-page--normal">
      <h1 className="sr-only">{t('page.reportPrint')}</h1>
      {load.status === 'loading' ? <PrintStatus kind="loading" text={t('print.loading.report')} /> : null}
      {load.status === 'failed' ? <PrintStatus kind="failed" text={t('print.failed.report')} /> : null}
      {load.status === 'ready' ? (
        <div className="print-sheet print-sheet--normal">
          <ReportSheet data={load.data} dscnt={dscnt} locale={locale} onLogoSettled={onLogoSettled} />
        </div>
      ) : null}
    </main>
  )
}
