// Renders the whole app (routes, guards, layout, toasts) in memory at a path.
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { AppRoutes } from '../../src/app/router'
import { navigateTo } from '../../src/lib/navigation'
import { MemoryRouter } from 'react-router-dom'

export function renderApp(path: string) {
  const seen = { pathname: path.split('?')[0] ?? path }
  function Probe() {
    seen.pathname = useLocation().pathname
    return null
  }
  const user = userEvent.setup()
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  )
  const navigate = (to: string) => act(() => navigateTo(to))
  return { user, ...utils, navigate, path: () => seen.pathname }
}
