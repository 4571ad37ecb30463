import type { ReactNode } from 'react'
import { cx } from './cx'

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warn' | 'danger'

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-soft ring-line',
  info: 'bg-blue-50 text-blue-900 ring-blue-200',
  success: 'bg-brand-50 text-brand-900 ring-brand-100',
  warn: 'bg-warn-50 text-warn-800 ring-warn-100',
  danger: 'bg-danger-50 text-danger-800 ring-danger-600/30',
}

/**
 * A short status label: a pill on one line, or with `wraps` a label that breaks onto a second line (rounded less)
 * rather than grow past the column it sits in. A prop and not a class: cx does not merge, and Tailwind's own order
 * decides between two whitespace utilities.
 */
export function Badge({ tone = 'neutral', children, className, wraps = false }: { tone?: BadgeTone; children: ReactNode; className?: string; wraps?: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset',
        wraps ? 'max-w-full rounded-xl' : 'rounded-full whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
