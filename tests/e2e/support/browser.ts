// Debian's Chromium, launched the way this machine allows, with every page error collected so a test can fail on it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** What playwright-core 1.6x passes as --disable-features; tests/e2e/chromium.e2e.ts fails when that list changes */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
]

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Sound plays without a tap first: with Chromium's default policy every page on /orders would open behind the
  // 'Tap to enable sound' overlay. tests/e2e/attention.e2e.ts checks that case with AUDIO_NEEDS_GESTURE (which replaces it).
  '--autoplay-policy=no-user-gesture-required',
  // Every window of Chromium 156's new headless mode loads two WebUI renderers for the omnibox's popup, about 2 s of
  // CPU per browser context on these machines, for a toolbar nobody sees. Chromium reads only the last
  // --disable-features, so this one repeats what playwright-core disables (PLAYWRIGHT_DISABLED_FEATURES).
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
]

/** Chromium's default autoplay policy: no sound before the user has touched the page */
export const AUDIO_NEEDS_GESTURE = '--autoplay-policy=document-user-activation-required'

export async function launch(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run the test command (it installs Debian's chromium) or set CHROMIUM_PATH`)
  // a flag given here replaces the default of the same name (Chromium does not promise that the last one wins)
  const name = (flag: string) => flag.split('=')[0]
  const defaults = CHROMIUM_FLAGS.filter((flag) => !extraArgs.some((extra) => name(extra) === name(flag)))
  return chromium.launch({ executablePath: CHROMIUM, args: [...defaults, ...extraArgs] })
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const
export const TABLET = { viewport: { width: 1280, height: 800 } } as const
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** cspViolations: what the page's Content Security Policy refused (never allowed, whatever a test expects) */
export type Problems = { pageErrors: string[]; consoleErrors: string[]; cspViolations: string[] }

/**
 * A context whose pages record uncaught errors and console errors (tests assert there are none).
 * The service worker is blocked unless `serviceWorkers: 'allow'` is given: every context would otherwise install it
 * and precache about 1 MB, a sixth of the suite's CPU on 2 cores. The files that exercise it allow it.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; problems: Problems }> {
  const context = await browser.newContext({ ...TABLET, serviceWorkers: 'block', ...options })
  const problems: Problems = { pageErrors: [], consoleErrors: [], cspViolations: [] }
  // Chromium logs most refusals to the console; the event also catches those it only reports
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`))
  })
  const watch = (page: Page) => {
    page.on('pageerror', (e) => problems.pageErrors.push(`${page.url()}: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() !== 'error') return
      if (/Content Security Policy|CSP violation/.test(m.text())) problems.cspViolations.push(`${page.url()}: ${m.text()}`)
      else problems.consoleErrors.push(`${page.url()}: ${m.text()}`)
    })
  }
  context.on('page', watch)
  return { context, problems }
}

export async function screenshot(page: Page, name: string) {
  const dir = path.join(process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'dashboard-screenshots'))
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

/**
 * Waits until `layer` (a dialog, a menu, an overlay) is drawn as it will stay: no Headless UI transition on the page,
 * no finite animation left in the layer (the drawer's slide-in), and nothing in it still marked busy (the drawer's
 * body renders after the panel's first paint). Contrast checks and measurements read what is painted.
 */
export async function settled(layer: Locator) {
  const el = await layer.elementHandle()
  await layer.page().waitForFunction((el) => {
    if (!el || document.querySelector('[data-transition]') || el.querySelector('[aria-busy="true"]:not(button)')) return false
    return el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
  }, el)
  await el?.dispose()
}
