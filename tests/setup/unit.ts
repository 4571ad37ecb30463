// Unit and component tests: jsdom, jest-dom matchers, msw with every request handled (an unhandled request
// fails the test), and a clean slate (handlers, storage, stores, language) between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { wireApi } from '../../src/app/wire'
import { SESSION_COOKIE } from '../../src/domain/storage-keys'
import { loadLocale, loadPageTexts, setLocale } from '../../src/lib/i18n/i18n'
import { setNavigator } from '../../src/lib/navigation'
import { resetAllStores } from '../../src/stores/reset'
import { initSession } from '../../src/stores/session'
import { clearToasts } from '../../src/stores/toasts'
import { server, unhandledRequests } from '../mocks/server'

// findBy*/waitFor wait 1 s by default: a lazy page's chunk takes longer on a 2-core machine running 2 workers
configure({ asyncUtilTimeout: 4000 })

// jsdom has no ResizeObserver; Headless UI's menus and dialogs observe their anchors with it.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, configurable: true })
}

beforeAll(async () => {
  // Arabic and the signed-in pages' texts are lazy in the app (before the first render, a switch or those pages);
  // tests render pages and call setLocale('ar') directly
  await Promise.all([loadLocale('ar'), loadPageTexts()])
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`)
      print.error()
    },
  })
  wireApi()
})

beforeEach(() => {
  unhandledRequests.length = 0
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
  // the browser session's mark (a sign-in sets it): a file whose test starts a new browser session must find none
  document.cookie = `${SESSION_COOKIE}=; max-age=0; path=/`
  resetAllStores()
  clearToasts()
  initSession()
  setLocale('en')
  setNavigator(null)
  const unhandled = unhandledRequests.splice(0)
  if (unhandled.length) throw new Error(`Unhandled requests:\n${unhandled.join('\n')}`)
})

afterAll(() => server.close())
