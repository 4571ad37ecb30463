// Boot: storage and session, language, API wiring, error reporting, service worker, render.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from './app/ErrorBoundary'
import { App } from './app/router'
import { startLiveData } from './app/bootstrap'
import { wireApi } from './app/wire'
import './index.css'
import { reportError } from './lib/error-reporter'
import { startBrowserSession } from './lib/storage'
import { clearDeviceData } from './stores/device-data'
import { checkMaintenance } from './stores/maintenance'
import { initPwa } from './stores/pwa'
import { followSignOutElsewhere, initSession, session } from './stores/session'
import { initLanguage } from './stores/ui'

// Remember me off and the browser was closed: the sign-in ended, and the saved orders, store and menu go with it
if (startBrowserSession()) void clearDeviceData()
initSession()
followSignOutElsewhere()
const language = initLanguage()
wireApi()
startLiveData()

window.addEventListener('error', (event) => void reportError(event.error ?? event.message))
window.addEventListener('unhandledrejection', (event) => void reportError(event.reason))

if (session.token) void checkMaintenance()

if (import.meta.env.PROD) void initPwa()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// An Arabic device waits for its dictionary (never resolves with an error: English is the fallback)
// The first render is a transition, so React renders it in slices of about 5 ms and yields between them: one long
// task of the sign-in page's start-up becomes many short ones (Lighthouse's TBT on /login 129 and 184 → 88 and 58 ms,
// tests/bench/lighthouse.bench.ts, alternating runs).
void language.then(() => {
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
