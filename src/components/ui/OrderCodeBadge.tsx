// The order code as the board shows it: in the pending colour of its code while pending, plain after. Shared by the
// board, the kitchen and the window.
import { cx } from './cx'

export function OrderCodeBadge({ code, colour, className }: { code: string; colour: { background: string; text: string } | null; className?: string }) {
  return (
    <span
      className={cx('rounded-md px-2 py-0.5 text-base font-bold tabular-nums', colour ? 'shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)]' : 'bg-surface-muted text-ink', className)}
      style={colour ? { backgroundColor: colour.background, color: colour.text } : undefined}
    >
      {code}
    </span>
  )
}
