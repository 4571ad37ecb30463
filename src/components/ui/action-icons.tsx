// Icons of list actions and filters (24px grid, currentColor). Decorative: always aria-hidden.
import type { ReactNode } from 'react'

function Icon({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? 'size-5'}
    >
      {children}
    </svg>
  )
}

type P = { className?: string }

export const SearchIcon = (p: P) => (
  <Icon className={p.className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
)
export const CalendarIcon = (p: P) => (
  <Icon className={p.className}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
)
export const DownloadIcon = (p: P) => (
  <Icon className={p.className}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
)
export const PrintIcon = (p: P) => (
  <Icon className={p.className}>
    <path d="M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
    <rect x="7" y="14" width="10" height="6" rx="1" />
  </Icon>
)
export const FilterIcon = (p: P) => (
  <Icon className={p.className}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
)
/** Points to the inline end; flips with the text direction */
export const ForwardIcon = (p: P) => (
  <Icon className={`${p.className ?? 'size-5'} rtl:-scale-x-100`}>
    <path d="M9 18l6-6-6-6" />
  </Icon>
)
