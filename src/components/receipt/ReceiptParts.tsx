// Small pieces the receipt and the report share.
import type { ReactNode } from 'react'
import { formatMoney } from '../../domain/money'

/** Money as SPEC 9 formats it (code first), kept left-to-right inside Arabic text */
export function Money({ value, currency }: { value: number; currency: string }) {
  return (
    <bdi dir="ltr" className="rcpt-money">
      {formatMoney(value, currency)}
    </bdi>
  )
}

/** A label and its value; rows without a value are not printed */
export function Row({ label, children, strong, id }: { label: string; children: ReactNode; strong?: boolean; id?: string }) {
  if (children === null || children === undefined || children === '' || children === false) return null
  return (
    <div className={strong ? 'rcpt-row rcpt-row--strong' : 'rcpt-row'} data-row={id}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
