// Order codes are the 6-digit numbers staff read out and customers show. They are derived from the order id
// by an affine map modulo 900000 (7919 is coprime with 900000), so they are unique for every id below 900000
// without a lookup, look random, and their last two digits (which pick the pending-row colour) vary.

const SPAN = 900_000
const MULTIPLIER = 7919
const OFFSET = 123_457

export function orderCodeFor(id: number): string {
  return String(100_000 + ((((id * MULTIPLIER + OFFSET) % SPAN) + SPAN) % SPAN))
}
