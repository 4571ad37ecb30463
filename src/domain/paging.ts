// Offset pagination of the lists (past orders, report days). Pure.

/** The number of pages of a total (at least one, for an empty list) */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

/** The offset of the last page, when the current one lies beyond the total (e.g. a link from a fuller day) */
export function clampOffset(offset: number, limit: number, total: number): number {
  if (total === 0) return 0
  return Math.min(offset, (pageCount(total, limit) - 1) * limit)
}

/** The contract's largest offset of a paged list (GET /search/order and GET /report/store/dates) */
export const OFFSET_MAX = 100000

/**
 * A list's offset as its page URL gives it, at the start of a page. What the server would refuse (not a number,
 * negative, Infinity, past OFFSET_MAX) is the first page: an edited link shows a list rather than a 400.
 */
export function offsetFromUrl(raw: string | null, pageSize: number): number {
  const offset = Math.floor(Number(raw ?? 0))
  if (!Number.isFinite(offset) || offset < 0 || offset > OFFSET_MAX) return 0
  return offset - (offset % pageSize)
}
