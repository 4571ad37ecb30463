/** How a page's list load ended: its answer is on screen, it failed, or a newer load (or sign-out) made it moot */
export type LoadOutcome = 'shown' | 'failed' | 'superseded'
