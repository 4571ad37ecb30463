// Boot: storage and session, language, API wiring, error reporting, service worker, render.
import { StrictMode, startTransition } from 'react'
import { subscribe } from 'valtio'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from './app/ErrorBoundary'
import { App, preloadSignIn, preloadWorkScreen, workScreenAt } from './app/router'
import { PRERENDERED_ATTR } from './domain/sign-in-boot'
import { startLiveData } from './app/bootstrap'
import { linkServiceWorker } from './app/worker-link'
import { warmFormatters } from './app/warm-formatters'
import { wireApi } from './app/wire'
import './index.css'
import { reportError } from './lib/error-reporter'
import { whenIdle } from './lib/when-idle'
import { afterBoardPaint } from './stores/board-painted'
import { startBrowserSession } from './lib/storage'
import { clearDeviceData } from './stores/device-data'
import { checkMaintenance } from './stores/maintenance'
import { initPwa } from './stores/pwa'
import { devicePrefs } from './stores/device-prefs'
import { currentCountry, followSignOutElsewhere, initSession, session } from './stores/session'
import { loadStore, storeState } from './stores/store'
import { initLanguage } from './stores/ui'

/** the longest the service worker's registration waits for idle time */
const PWA_IDLE_TIMEOUT_MS = 5000
/** the longest it waits for a work screen's first orders to show */
const PWA_AFTER_PAINT_MAX_MS = 5000
/** the longest a signed-in start's first render waits for its work screen's code before it shows the loading page */
const WORK_SCREEN_WAIT_MAX_MS = 1500
/** then the longest it waits for the store, before it shows the layout with the store's skeleton */
const STORE_WAIT_MAX_MS = 600

// Remember me off and the browser was closed: the sign-in ended, and the saved orders, store and menu go with it
if (startBrowserSession()) void clearDeviceData()
initSession()
followSignOutElsewhere()
const language = initLanguage()
wireApi()
const workScreen = session.token ? workScreenAt(location.pathname, devicePrefs.home) : null

window.addEventListener('error', (event) => void reportError(event.error ?? event.message))
window.addEventListener('unhandledrejection', (event) => void reportError(event.reason))

// The entry's evaluation is one task, long on a slow tablet. The steps after it run in tasks of their own, in order
// of need (each asks for chunks, which costs the main thread too), so no task blocks a tap for long.
let workScreenAsked: (screenIn: Promise<unknown>) => void = () => undefined
const workScreenIn = workScreen ? new Promise<unknown>((resolve) => (workScreenAsked = resolve)) : undefined
setTimeout(() => {
  // A signed-in reload of a work screen (the tablet's everyday start): the store and the screen's code are asked for
  // side by side, instead of one after another as each part renders; the layout's own loadStore() then joins it.
  if (workScreen) {
    workScreenAsked(preloadWorkScreen(workScreen))
    void loadStore()
  }
  setTimeout(() => {
    startLiveData()
    if (session.token) void checkMaintenance()
  }, 0)
}, 0)
if (session.token) warmFormatters(currentCountry())

// The service worker's registration (workbox-window) waits for idle time, and on a work screen for its first orders:
// the main thread is idle while the screen's chunks download, and the registration's fetches would join them. What
// the worker's alerts need from the page is told whenever the worker is ready.
if (import.meta.env.PROD) {
  linkServiceWorker()
  const register = () => void whenIdle(() => void initPwa(), PWA_IDLE_TIMEOUT_MS)
  if (workScreen) afterBoardPaint(register, PWA_AFTER_PAINT_MAX_MS)
  else register()
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// The build's HTML already shows the sign-in page (domain/sign-in-boot.ts): React's first commit replaces it with the
// same page, so it waits for that page's code too (a failed fetch renders anyway: the route's error fallback shows)
const signInShown = root.hasAttribute(PRERENDERED_ATTR) ? preloadSignIn().catch(() => undefined) : undefined
// A work screen's start waits for the screen's code, so the first commit is the screen: a commit of the loading
// page would hold the screen back until 300 ms after it (React's reveal of suspended content). A slow or failed
// fetch shows the loading page after a while, and the route's error fallback if it failed. Then it waits a little
// for the store (the saved copy or the server's), which the board needs before its first row anyway: the navigation
// and the header paint with the user's items and the store instead of gaining them a moment later.
const within = (ms: number, what: Promise<unknown>) => Promise.race([what.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))])
/** Resolves once the store has loaded (or failed to), or after ms: whichever comes first ends the watch */
const storeSettledWithin = (ms: number) =>
  new Promise<void>((resolve) => {
    const settled = () => storeState.load === 'ready' || storeState.load === 'failed'
    if (settled()) return resolve()
    const stop = subscribe(storeState, () => settled() && finish())
    const timer = setTimeout(finish, ms)
    function finish() {
      stop()
      clearTimeout(timer)
      resolve()
    }
  })
const screenShown = workScreenIn && within(WORK_SCREEN_WAIT_MAX_MS, workScreenIn).then(() => storeSettledWithin(STORE_WAIT_MAX_MS))
// An Arabic device waits for its dictionary (never resolves with an error: English is the fallback)
// The first render is a transition, so React renders it in slices of about 5 ms and yields between them: one long
// task of the sign-in page's start-up becomes many short ones (the figures are in tests/bench/NOTES.md).
void Promise.all([language, signInShown, screenShown]).then(() => {
  const app = createRoot(root)
  startTransition(() =>
    app.render(
      <StrictMode>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </StrictMode>,
    ),
  )
})
