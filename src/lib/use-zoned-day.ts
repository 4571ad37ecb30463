// The day in a time zone (YYYY-MM-DD), from the shared clock: a screen that shows today's figures renders again when
// the store's day turns, though nothing else on it changes at midnight. The clock ticks every second; the day is a
// string, so a tick renders again only when it changes.
import { useCallback, useSyncExternalStore } from 'react'
import { zonedDay } from '../domain/zoned'
import { onTick } from './clock'

export function useZonedDay(zone: string): string {
  const day = useCallback(() => zonedDay(zone, Date.now()), [zone])
  return useSyncExternalStore(onTick, day, day)
}
