import type { ReactNode } from 'react'

/** The title row of a page inside the layout */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  )
}
