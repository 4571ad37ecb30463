// /device, 'This device' (from the user menu): auto-confirm, print on confirm, the receipt layout, copies and paper,
// the receipt printer (Web Serial) and its queue. Kept per device; the page reads snapshots and calls actions.
import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Badge, type BadgeTone } from '../../components/ui/Badge'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { PageHeader } from '../../components/ui/PageHeader'
import { PrintIcon } from '../../components/ui/page-icons'
import { Select } from '../../components/ui/Select'
import { Switch } from '../../components/ui/Switch'
import { autoConfirmMinutes, canAutoConfirm, COPIES_CHOICES, LAYOUT_CHOICES, PAPER_CHOICES, type PaperWidth, type ReceiptLayoutChoice } from '../../domain/device'
import type { MessageKey } from '../../lib/i18n/en'
import { useI18n } from '../../lib/i18n/i18n'
import { connectPrinter, deviceState, forgetPrinter, printerPaired, updateDeviceSettings, type PrinterStatus as Printer } from '../../stores/device'
import { storeState } from '../../stores/store'
import { PrintQueue } from './PrintQueue'
import { printTestPage } from './print-receipt'

/** `heading`: the card's heading takes the focus when what had it inside goes (tabIndex -1) */
function Card({ title, heading, children }: { title: string; heading?: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 md:p-6">
      <h2 id={id} ref={heading} tabIndex={heading ? -1 : undefined} className={cx('text-lg font-semibold text-ink', heading && focusRing)}>
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </section>
  )
}

/** A switch with its visible label and an explanation under it */
function SwitchRow(props: { label: string; help: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  const helpId = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="font-medium text-ink">{props.label}</p>
        <p id={helpId} className="text-sm text-ink-soft">
          {props.help}
        </p>
      </div>
      <Switch label={props.label} description={helpId} checked={props.checked} disabled={props.disabled ?? false} onChange={props.onChange} />
    </div>
  )
}

/** The status's heading, its tone and the line beside it: a printer that is off is not "no printer" */
const STATUS: Record<Exclude<Printer, 'unsupported'>, { badge: MessageKey; tone: BadgeTone; note?: MessageKey }> = {
  connected: { badge: 'device.printer.connected', tone: 'success' },
  none: { badge: 'device.printer.none', tone: 'neutral' },
  absent: { badge: 'device.printer.off', tone: 'neutral', note: 'device.printer.absent' },
  stalled: { badge: 'device.printer.notResponding', tone: 'warn', note: 'device.printer.stalled' },
  elsewhere: { badge: 'device.printer.elsewhere', tone: 'neutral', note: 'device.printer.elsewhereHelp' },
}

function PrinterStatus() {
  const { t } = useI18n()
  const { printer } = useSnapshot(deviceState)
  const connect = useId()
  if (printer === 'unsupported') return <p className="text-ink-soft">{t('device.printer.unsupported')}</p>
  // another window holds the printer: it connects and forgets it, and prints this window's receipts
  const here = printer !== 'elsewhere'
  const { badge, tone, note } = STATUS[printer]
  const forget = () => {
    // the status changes at once, so Forget goes: the focus stays on the card, at Connect printer
    void forgetPrinter()
    document.getElementById(connect)?.focus()
  }
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex flex-wrap items-center gap-2">
        <Badge tone={tone}>{t(badge)}</Badge>
        {note ? <span className="text-sm text-ink-soft">{t(note)}</span> : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {here ? (
          <Button id={connect} variant={printer === 'connected' ? 'secondary' : 'primary'} onClick={() => void connectPrinter()}>
            {t('device.printer.connect')}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={here ? printer === 'none' : !printerPaired()} onClick={() => void printTestPage()}>
          <PrintIcon className="size-5" />
          {t('device.printer.test')}
        </Button>
        {here && printer !== 'none' ? (
          <Button variant="ghost" onClick={forget}>
            {t('device.printer.forget')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

export default function DevicePage() {
  const { t } = useI18n()
  const { settings } = useSnapshot(deviceState)
  const { store } = useSnapshot(storeState)
  const autoAllowed = canAutoConfirm(store)
  const queueHeading = useRef<HTMLHeadingElement>(null)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title={t('device.title')} />
      <p className="-mt-2 text-ink-soft">{t('device.intro')}</p>
      <Card title={t('device.orders')}>
        <SwitchRow
          label={t('device.autoConfirm')}
          help={
            store && !autoAllowed
              ? t('device.autoConfirm.supermarket')
              : t('device.autoConfirm.help', { n: store ? autoConfirmMinutes(store) : '–' })
          }
          checked={settings.autoConfirm && autoAllowed}
          disabled={!autoAllowed}
          onChange={(on) => updateDeviceSettings({ autoConfirm: on })}
        />
      </Card>
      <Card title={t('device.printing')}>
        <SwitchRow
          label={t('device.printOnConfirm')}
          help={t('device.printOnConfirm.help')}
          checked={settings.printOnConfirm}
          onChange={(on) => updateDeviceSettings({ printOnConfirm: on })}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={t('device.layout')}
            value={settings.layout}
            options={LAYOUT_CHOICES.map((l) => ({ value: l, label: t(l === 'normal' ? 'device.layout.normal' : 'device.layout.thermal') }))}
            onChange={(v) => updateDeviceSettings({ layout: v as ReceiptLayoutChoice })}
          />
          <Select
            label={t('device.copies')}
            value={String(settings.copies)}
            options={COPIES_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(v) => updateDeviceSettings({ copies: Number(v) })}
          />
          <Select
            label={t('device.paper')}
            value={String(settings.paper)}
            options={PAPER_CHOICES.map((p) => ({ value: String(p), label: t(p === 80 ? 'device.paper.80' : 'device.paper.58') }))}
            onChange={(v) => updateDeviceSettings({ paper: Number(v) as PaperWidth })}
          />
        </div>
        <p className="text-sm text-ink-soft">
          {t('device.layout.help')} {t('device.language')}
        </p>
      </Card>
      <Card title={t('device.printer')}>
        <PrinterStatus />
      </Card>
      <Card title={t('device.queue')} heading={queueHeading}>
        <PrintQueue heading={queueHeading} />
      </Card>
    </div>
  )
}
