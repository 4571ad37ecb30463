// 'Due {x}' / '{x} late', re-rendered by the one shared clock. The only primitive that reads something other than its
// props: a countdown's parent must not re-render every second, so the tick reaches this leaf alone.
import { memo } from 'react'
import { dueCountdown } from '../../domain/orders'
import { useNow } from '../../stores/clock'
import { cx } from './cx'

export interface DueCountdownProps {
  due: string
  /** the text for the parts, e.g. (c) => t(c.late ? 'orders.late' : 'orders.due', { x: c.text }) */
  format: (c: { late: boolean; text: string }) => string
  className?: string
  lateClassName?: string
}

export const DueCountdown = memo(function DueCountdown({ due, format, className, lateClassName }: DueCountdownProps) {
  const now = useNow()
  const c = dueCountdown(due, now)
  return (
    <span className={cx('tabular-nums', className, c.late && lateClassName)} data-late={c.late || undefined}>
      {format(c)}
    </span>
  )
})
