// The warning confirmation the spec asks for before Decline, No Show and a dispatch without an arrived customer
// ('Warning: Are you sure, you want to {action} this order?'). Shared by the drawer and the window's cards.
import { Button } from './Button'
import { Dialog } from './Dialog'

export interface WarningDialogProps {
  open: boolean
  title: string
  message: string
  yes: string
  no: string
  /** a dispatch is the expected way on (primary); a decline or a no-show is not (danger) */
  tone: 'primary' | 'danger'
  onYes: () => void
  onClose: () => void
}

export function WarningDialog({ open, title, message, yes, no, tone, onYes, onClose }: WarningDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {no}
          </Button>
          <Button variant={tone} onClick={onYes}>
            {yes}
          </Button>
        </div>
      }
    >
      <p className="text-base text-ink">{message}</p>
    </Dialog>
  )
}
