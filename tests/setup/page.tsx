// Renders one page module alone under a memory router (with the toasts), signed in as staff or a manager, with the
// store loaded through its real action. Page tests stay independent of the rest of the shell.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { vi } from 'vitest'
import { Toaster } from '../../src/app/Toaster'
import { loadStore } from '../../src/stores/store'
import { makeManager, makeStore, type Store } from '../factories/entities'
import { api, HttpResponse } from '../mocks/api'
import { defaultUser } from '../mocks/handlers'
import { server } from '../mocks/server'
import { signInAs } from './session'

export function renderPage(Page: ComponentType, path: string, options: { manager?: boolean; store?: Partial<Store> } = {}) {
  signInAs()
  const user = options.manager ? makeManager({ id: 9 }) : defaultUser
  const store = makeStore(options.store)
  server.use(
    api.get('/api/v1/user/store', () => HttpResponse.json({ user, store: { id: store.id, name: store.name } })),
    api.get('/api/v1/store/{id}', () => HttpResponse.json(store)),
  )
  const pathname = path.split('?')[0] ?? path
  const seen = { search: path.includes('?') ? path.slice(path.indexOf('?')) : '' }
  function Probe() {
    seen.search = useLocation().search
    return null
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={pathname}
          element={
            <>
              <Page />
              <Toaster />
            </>
          }
        />
      </Routes>
      <Probe />
    </MemoryRouter>,
  )
  void loadStore()
  return { ...view, user: userEvent.setup(), search: () => seen.search }
}

/** Captures files saved through a Blob + <a download>: their names and contents */
export function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = []
  const blobs = new Map<string, Blob>()
  let n = 0
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${++n}`
      blobs.set(url, blob)
      return url
    },
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) files.push({ name: this.download, blob })
  })
  return files
}

/** Makes the phone media query match (the page then shows cards and the two-step filter panel) */
export function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}
