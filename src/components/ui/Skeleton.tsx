import { cx } from './cx'

/** A grey placeholder block shown while data loads */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('motion-safe:animate-pulse rounded-md bg-line/70', className)} />
}
