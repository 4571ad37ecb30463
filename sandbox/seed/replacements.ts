// Supermarket pickers lower quantities or switch items out when the shelf is short. Used for the history
// and for a live preparing order, so Canceled Items and replacement quantities have something to show.
import { fromMinor } from './money'
import { recalcFinancial, unitTotalMinor } from './order-money'
import type { Rng } from './rng'
import type { SeedOrder } from './types'

/** Changes one or two lines (never all of them) and recomputes the money; `switchOut` forces a qty-0 line */
export function applyReplacements(so: SeedOrder, rng: Rng, switchOut = false): void {
  const o = so.order
  const currency = o.financial.currency.code
  const lines = rng.shuffle(o.products.map((_, i) => i)).slice(0, Math.min(o.products.length - 1, rng.int(1, 2)))
  for (const [n, i] of lines.entries()) {
    const line = o.products[i]
    if (!line) continue
    const qty = !(switchOut && n === 0) && line.qty > 1 && rng.chance(0.6) ? rng.int(1, line.qty - 1) : 0
    line.replacement = { qty, total_price: fromMinor(unitTotalMinor(line, currency) * qty, currency) }
    if (qty === 0) line.in_stock = false
  }
  o.financial = recalcFinancial(o)
  if (so.meta.driverTips > 0) so.meta.driverTips = o.financial.tips
}
