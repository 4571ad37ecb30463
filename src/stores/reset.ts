// The valtio reset pattern: every store registers how to go back to its initial state; sign-out calls them all.
import { nextSessionEpoch } from '../lib/session-epoch'

const resetters = new Set<() => void>()

export function registerReset(reset: () => void): void {
  resetters.add(reset)
}

export function resetAllStores(): void {
  nextSessionEpoch()
  for (const reset of resetters) reset()
}
