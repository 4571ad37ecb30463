import type { ReactNode } from 'react'
import { cx } from '../../components/ui/cx'

/** A card of the drawer body with its heading */
export function Section({ title, children, className, end }: { title: string; children: ReactNode; className?: string; end?: ReactNode }) {
  return (
    <section className={cx('rounded-xl border border-line bg-white p-4', className)}>
      <div className="mb-3 flex items-center gap-2">
        <h3 className="flex-1 text-sm font-bold tracking-wide text-ink-soft uppercase">{title}</h3>
        {end}
      </div>
      {children}
    </section>
  )
}
