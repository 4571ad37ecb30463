// Offset pagination of the lists (past orders, report days). Pure.

/** The number of pages of a total (at least one, for an empty list) */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

/** The offset of the last page, when the current one lies beyond the total (e.g. a link from a fuller day) */
export function clampOffset(offset: number, limit: number, total: number): number {
  if (total === 0) return 0
  return Math.min(offset, (pageCount(total, limit) - 1) * limit)
}
