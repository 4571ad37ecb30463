// The options of the status and sort filters (the toolbar and the phone panel show the same ones).
import type { SelectOption } from '../../components/ui/Select'
import { ORDER_STATUS_LABELS } from '../../domain/labels'
import { PAST_STATUS_IDS, type PastStatusId, type SortDir } from '../../domain/past-orders'
import type { Translate } from '../../lib/i18n/i18n'

export function statusOptions(t: Translate): SelectOption[] {
  return [{ value: '', label: t('pastOrders.status.all') }, ...PAST_STATUS_IDS.map((s) => ({ value: String(s), label: t(ORDER_STATUS_LABELS[s]) }))]
}

export function sortOptions(t: Translate): SelectOption[] {
  return [
    { value: 'DESC', label: t('pastOrders.sort.desc') },
    { value: 'ASC', label: t('pastOrders.sort.asc') },
  ]
}

export const statusValue = (id: PastStatusId | null) => (id === null ? '' : String(id))
export const parseStatus = (value: string): PastStatusId | null => PAST_STATUS_IDS.find((s) => String(s) === value) ?? null
export const parseDir = (value: string): SortDir => (value === 'ASC' ? 'ASC' : 'DESC')
