// Lets actions move the user (sign-out to /login, maintenance) without importing the router.
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigator: Navigate | null = null
let pending: { to: string; options: { replace?: boolean } } | null = null

/**
 * The router registers itself here (src/app/router.tsx), and takes a move asked for before it was there. A router
 * that leaves takes any waiting move with it: that move was for the app it belonged to.
 */
export function setNavigator(next: Navigate | null): void {
  navigator = next
  if (!next) pending = null
  if (next && pending) {
    const { to, options } = pending
    pending = null
    next(to, options)
  }
}

/**
 * Before the router is there (a call answered while the first render waits for its code), the move waits for it:
 * a page load would drop what the move comes with (the sign-out's toast)
 */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options)
  else pending = { to, options }
}

/** A full page load (a session another window stored is read only at boot); an object so tests can stand in for it */
export const pageLoads = { open: (to: string) => window.location.replace(to) }
