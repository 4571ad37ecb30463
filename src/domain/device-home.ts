// The page a device opens on (issue 25): the drive-thru tablet signs in and reloads straight into the window, the
// kitchen tablet into the kitchen. Pure.

export const HOME_PAGES = ['orders', 'kitchen', 'window'] as const
export type HomePage = (typeof HOME_PAGES)[number]
export const DEFAULT_HOME: HomePage = 'orders'

export const isHomePage = (value: unknown): value is HomePage => typeof value === 'string' && (HOME_PAGES as readonly string[]).includes(value)

/** The route of a home page */
export const homePath = (home: HomePage): `/${HomePage}` => `/${home}`

/** The screens staff keep open all day: the alarm's sound check, the screen kept awake and the alerts prompt work on each */
export const isWorkScreen = (pathname: string) => HOME_PAGES.some((home) => pathname === homePath(home))
