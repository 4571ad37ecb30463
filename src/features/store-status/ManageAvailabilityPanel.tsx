// Manage Availability: back, close, one select per listed method (Available or busy minutes) and Save & Close,
// which posts only the changed fields. A failure keeps the panel open with its values.
import { useEffect, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { Button } from '../../components/ui/Button'
import { cx, focusRing } from '../../components/ui/cx'
import { Dialog } from '../../components/ui/Dialog'
import { CloseIcon } from '../../components/ui/icons'
import { BackIcon } from '../../components/ui/page-icons'
import { Select } from '../../components/ui/Select'
import {
  buildAvailabilityUpdate,
  choiceOf,
  choicesFor,
  listedMethods,
  type AvailabilityChoice,
  type MethodAvailability,
} from '../../domain/collection-methods'
import type { CollectionMethodPrefix } from '../../domain/types'
import { useI18n } from '../../lib/i18n/i18n'
import { saveCollectionAvailability, storeState } from '../../stores/store'
import { closeAvailabilityPanel, ui } from '../../stores/ui'

type Choices = Partial<Record<CollectionMethodPrefix, AvailabilityChoice>>

function choicesOf(methods: readonly MethodAvailability[]): Choices {
  return Object.fromEntries(methods.map((m) => [m.method.prefix, choiceOf(m)]))
}

export function ManageAvailabilityPanel() {
  const { t } = useI18n()
  const { availabilityPanelOpen } = useSnapshot(ui)
  const { store, savingAvailability } = useSnapshot(storeState)
  // The methods and their values are taken when the panel opens, so a method set busy stays in the list
  const [methods, setMethods] = useState<MethodAvailability[]>([])
  const [initial, setInitial] = useState<Choices>({})
  const [selected, setSelected] = useState<Choices>({})

  useEffect(() => {
    if (!availabilityPanelOpen) return
    const listed = listedMethods(storeState.store?.collection_method)
    setMethods(listed)
    setInitial(choicesOf(listed))
    setSelected(choicesOf(listed))
  }, [availabilityPanelOpen])

  if (!store) return null

  const save = async () => {
    try {
      await saveCollectionAvailability(buildAvailabilityUpdate(initial, selected))
      closeAvailabilityPanel()
    } catch {
      // the catalogue toast is shown; the panel stays open with the chosen values
    }
  }

  const iconButton = cx('grid size-11 place-items-center rounded-lg text-ink hover:bg-surface-muted', focusRing)
  return (
    <Dialog
      open={availabilityPanelOpen}
      onClose={closeAvailabilityPanel}
      placement="side"
      title={t('availability.title')}
      start={
        <button type="button" className={iconButton} aria-label={t('availability.back')} onClick={closeAvailabilityPanel}>
          <BackIcon />
        </button>
      }
      end={
        <button type="button" className={iconButton} aria-label={t('availability.close')} onClick={closeAvailabilityPanel}>
          <CloseIcon />
        </button>
      }
      footer={
        // aria-disabled while saving: disabled would drop the focus, and a failed save leaves it nowhere
        <Button
          size="lg"
          block
          aria-disabled={savingAvailability || undefined}
          aria-busy={savingAvailability || undefined}
          onClick={() => {
            if (!storeState.savingAvailability) void save()
          }}
        >
          {savingAvailability ? t('availability.saving') : t('availability.save')}
        </Button>
      }
    >
      <p className="mb-4 text-sm text-ink-soft">{t('availability.intro')}</p>
      <div className="flex flex-col gap-4">
        {methods.map((m) => (
          <Select
            key={m.method.prefix}
            label={t(m.method.nameKey)}
            value={selected[m.method.prefix] ?? 'available'}
            options={[
              { value: 'available', label: t('collection.available') },
              ...choicesFor(m).map((n) => ({ value: String(n), label: t('collection.busyMinutes', { n }) })),
            ]}
            onChange={(value) => setSelected((s) => ({ ...s, [m.method.prefix]: value as AvailabilityChoice }))}
          />
        ))}
      </div>
    </Dialog>
  )
}
