// The drawer's image viewer (car photo, selfie, avatar shown large) and comment modal (long comments to read).
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { useI18n } from '../../lib/i18n/i18n'

export type Viewing = { kind: 'image'; title: string; src: string } | { kind: 'comment'; title: string; text: string } | null

export function MediaDialog({ viewing, onClose }: { viewing: Viewing; onClose: () => void }) {
  const { t } = useI18n()
  return (
    <Dialog
      open={viewing !== null}
      onClose={onClose}
      title={viewing?.title ?? ''}
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('drawer.close')}
          </Button>
        </div>
      }
    >
      {viewing?.kind === 'image' ? (
        <img src={viewing.src} alt={viewing.title} className="mx-auto max-h-[70vh] w-full rounded-lg bg-surface-muted object-contain" />
      ) : viewing?.kind === 'comment' ? (
        <p className="text-base leading-relaxed break-words whitespace-pre-wrap text-ink">{viewing.text}</p>
      ) : null}
    </Dialog>
  )
}
