import type { StatusLabel } from '../../domain/store-status'
import type { Translate } from '../../lib/i18n/i18n'

export function statusText(t: Translate, label: StatusLabel): string {
  return label.key === 'status.busyMinutes' ? t(label.key, { n: label.n }) : t(label.key)
}
