// The wait colours a device sets for the window (issue 25). Apart from wait-stats.ts, whose dates bring dayjs: the
// device's settings load with the shell (the sign-in redirect reads them), which must stay small. Pure.

/** Minutes of waiting after which a card turns amber, then red (set per device) */
export type WaitThresholds = { amberMin: number; redMin: number }
export const DEFAULT_WAIT_THRESHOLDS: WaitThresholds = { amberMin: 2, redMin: 5 }
/** The choices a device offers for each threshold, in minutes */
export const WAIT_THRESHOLD_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20] as const

/** Valid thresholds: whole minutes among the choices, amber before red */
export function validThresholds(t: { amberMin: unknown; redMin: unknown }): t is WaitThresholds {
  const ok = (n: unknown): n is number => typeof n === 'number' && (WAIT_THRESHOLD_CHOICES as readonly number[]).includes(n)
  return ok(t.amberMin) && ok(t.redMin) && t.amberMin < t.redMin
}
