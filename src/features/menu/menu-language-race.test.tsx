// A menu change whose answer comes after a language switch reloaded the menu: the change still applies, and its
// control is usable again.
import { act, configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeManager, makeStore } from '../../../tests/factories/entities'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { menuHandlers, menuWorld } from '../../../tests/mocks/menu'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import { menuState } from '../../stores/menu'
import { changeLanguage } from '../../stores/ui'

configure({ asyncUtilTimeout: 4000 })

describe('a sold-out answered after a language switch reloaded the menu', () => {
  it('applies, and frees its switch', async () => {
    const world = menuWorld()
    const store = makeStore()
    signInAs()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      api.get('/api/v1/user/store', () => HttpResponse.json({ user: makeManager(), store: { id: store.id, name: store.name } })),
      api.get('/api/v1/store/{id}', () => HttpResponse.json(store)),
      ...menuHandlers(world),
    )
    // the server answers the sold-out only once the menu has been reloaded in Arabic (a later use comes first)
    server.use(
      api.post('/api/v1/store/soldout', async ({ request }) => {
        const body = (await request.json()) as { product_id: number }
        await held
        const product = world.products.find((p) => p.id === body.product_id)!
        product.in_stock = false
        return HttpResponse.json({ products: [structuredClone(product)] })
      }),
    )
    const { user } = renderApp('/menu')
    await screen.findByText('Fries')
    await user.click(screen.getByRole('switch', { name: 'Fries in stock' }))
    await act(() => changeLanguage('ar'))
    await waitFor(() => expect(world.locales).toEqual(['en', 'ar']))
    await waitFor(() => expect(menuState.load).toBe('ready'))
    release()
    const toggle = screen.getByRole('switch', { name: 'Fries متوفر' })
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'))
    expect(toggle).not.toBeDisabled()
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await act(() => changeLanguage('en'))
  })
})
