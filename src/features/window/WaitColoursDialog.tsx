// The device's wait colours: after how many minutes a waiting time turns amber, and red. Red must come after amber;
// otherwise nothing is saved and the dialog says so.
import { useState } from 'react'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Select } from '../../components/ui/Select'
import { WAIT_THRESHOLD_CHOICES, type WaitThresholds } from '../../domain/wait-thresholds'
import { useI18n } from '../../lib/i18n/i18n'
import { setWaitThresholds } from '../../stores/device-prefs'

export function WaitColoursDialog({ open, current, onClose }: { open: boolean; current: WaitThresholds; onClose: () => void }) {
  const { t } = useI18n()
  const [amber, setAmber] = useState(String(current.amberMin))
  const [red, setRed] = useState(String(current.redMin))
  const [error, setError] = useState<string | undefined>(undefined)
  const options = WAIT_THRESHOLD_CHOICES.map((n) => ({ value: String(n), label: t('window.minutes', { n }) }))
  const save = () => {
    if (setWaitThresholds({ amberMin: Number(amber), redMin: Number(red) }) !== 'ok') {
      setError(t('window.coloursOrder'))
      return
    }
    onClose()
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('window.colours')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('window.cancel')}
          </Button>
          <Button onClick={save}>{t('window.save')}</Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">{t('window.coloursIntro')}</p>
        <Select label={t('window.amberAfter')} value={amber} options={options} onChange={(v) => (setAmber(v), setError(undefined))} />
        <Select label={t('window.redAfter')} value={red} options={options} onChange={(v) => (setRed(v), setError(undefined))} error={error} />
      </div>
    </Dialog>
  )
}
