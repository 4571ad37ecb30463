// Lets actions move the user (sign-out to /login, maintenance) without importing the router.
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigator: Navigate | null = null

/** The router registers itself here (src/app/router.tsx) */
export function setNavigator(next: Navigate | null): void {
  navigator = next
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options)
  else window.location.assign(to)
}
