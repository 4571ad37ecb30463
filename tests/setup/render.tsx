// Renders the whole app (routes, guards, layout, toasts) in memory at a path.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider } from 'react-router-dom'
import { createTestRouter } from '../../src/app/router'

export function renderApp(path: string) {
  const router = createTestRouter(path)
  const user = userEvent.setup()
  const utils = render(<RouterProvider router={router} />)
  return { router, user, ...utils, path: () => router.state.location.pathname }
}
