import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCollection, makeStore } from '../../../tests/factories/entities'
import { answerGate } from '../../../tests/mocks/answer-gate'
import { api, HttpResponse } from '../../../tests/mocks/api'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'
import type { Store } from '../../domain/types'
import { storeState } from '../../stores/store'

function withStore(store: Store) {
  signInAs()
  server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(store)))
  const app = renderApp('/orders')
  return app
}

const statusSelect = () => screen.findByRole('combobox', { name: 'Store status' })

describe('store status selector (SPEC 4, 6)', () => {
  it('offers Open, Closed (disabled), Busy, Busy 5..30 min and Busy 1 hr when the change is allowed', async () => {
    withStore(makeStore({ change_status_allowed: true, change_collection_allowed: false }))
    const select = await statusSelect()
    const options = within(select).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'Open', 'Closed', 'Busy', 'Busy 5 min', 'Busy 10 min', 'Busy 15 min', 'Busy 20 min', 'Busy 30 min', 'Busy 1 hr',
    ])
    expect(within(select).getByRole('option', { name: 'Closed' })).toBeDisabled()
    expect(select).toHaveValue('open')
  })

  it('a busy choice sends the busy id with minutes, stores the status and sets statusChanged', async () => {
    let body: unknown = null
    server.use(
      api.post('/api/v1/store/status', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 15, busy_until: '2026-01-01T12:15:00+03:00' })
      }),
    )
    const { user } = withStore(makeStore())
    await user.selectOptions(await statusSelect(), 'Busy 15 min')
    await waitFor(() => expect(storeState.store?.status.id).toBe(3))
    expect(body).toEqual({ status_id: 3, busy_timer_mins: 15 })
    expect(storeState.store?.busy_timer_mins).toBe(15)
    expect(storeState.statusChanged).toBe(true)
    expect(await statusSelect()).toHaveValue('busy-15')
  })

  it('Open sends its status id alone', async () => {
    let body: unknown = null
    server.use(
      api.post('/api/v1/store/status', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ status: { id: 1, name: 'Open' }, busy_timer_mins: null, busy_until: null })
      }),
    )
    const { user } = withStore(makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 30 }))
    const select = await statusSelect()
    expect(select).toHaveValue('busy-30')
    await user.selectOptions(select, 'Open')
    await waitFor(() => expect(body).toEqual({ status_id: 1 }))
    await waitFor(() => expect(select).toHaveValue('open'))
  })

  it('a failure changes nothing and shows the catalogue toast', async () => {
    server.use(api.post('/api/v1/store/status', () => HttpResponse.json({ code: 403, message: 'Not allowed now' }, { status: 403, statusText: 'Forbidden' })))
    const { user } = withStore(makeStore())
    await user.selectOptions(await statusSelect(), 'Busy 1 hr')
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed now')
    expect(storeState.store?.status.id).toBe(1)
    expect(storeState.statusChanged).toBe(false)
    expect(await statusSelect()).toHaveValue('open')
  })

  it.each([
    ['saved', 200, 'busy-15'],
    ['refused', 403, 'open'],
  ])('while a change is saved (%s) the select keeps the focus, shows the choice and ignores another', async (_how, status, after) => {
    const gate = answerGate()
    const posted: unknown[] = []
    server.use(
      api.post('/api/v1/store/status', async ({ request }) => {
        posted.push(await request.json())
        gate.arrive()
        await gate.open
        return status === 200
          ? HttpResponse.json({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 15, busy_until: '2026-01-01T12:15:00+03:00' })
          : HttpResponse.json({ code: 403, message: 'Not allowed now' }, { status: 403, statusText: 'Forbidden' })
      }),
    )
    const { user } = withStore(makeStore())
    const select = await statusSelect()
    await user.selectOptions(select, 'Busy 15 min')
    await gate.reached
    // disabled, it would drop the keyboard focus to the page
    expect(select).toHaveFocus()
    expect(select).toBeEnabled()
    expect(select).toHaveAttribute('aria-disabled', 'true')
    expect(select).toHaveValue('busy-15')
    await user.selectOptions(select, 'Busy 1 hr')
    expect(select).toHaveValue('busy-15')
    await act(async () => gate.release())
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'))
    expect(select).toHaveValue(after)
    expect(posted).toEqual([{ status_id: 3, busy_timer_mins: 15 }])
  })

  it.each([
    ['change_collection_allowed is set', { change_collection_allowed: true }],
    ['change_status_allowed is not set', { change_status_allowed: false }],
    ['the store is closed per service hours', { service_hours: { closed: true, opens_at: null } }],
  ])('is read-only text when %s', async (_why, flags) => {
    withStore(makeStore({ status: { id: 3, name: 'Busy' }, busy_timer_mins: 15, ...flags }))
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Store status: Busy 15 min')
    expect(screen.queryByRole('combobox', { name: 'Store status' })).not.toBeInTheDocument()
  })

  it('reads Busy 1 hr for 60 minutes', async () => {
    withStore(makeStore({ change_status_allowed: false, status: { id: 3, name: 'Busy' }, busy_timer_mins: 60 }))
    expect(await screen.findByTestId('store-status')).toHaveTextContent('Busy 1 hr')
  })
})

describe('collection-methods strip and Manage Availability (SPEC 2, 3, 4)', () => {
  const collection = makeCollection({
    dt_available: true, dt_precedence: 2,
    wt_available: false, wt_busy_mins: 15, wt_precedence: 1,
    hd_available: true, hd_precedence: 3,
    di_available: false, di_busy_mins: null,
  })

  it('lists available or busy methods by precedence, with Available or Busy N min', async () => {
    withStore(makeStore({ collection_method: collection }))
    const list = await screen.findByRole('list', { name: 'Collection methods' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Walk-Thru·Busy 15 min',
      'Drive-Thru·Available',
      'Home Delivery·Available',
    ])
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument()
  })

  it('Manage opens the panel: back, close, one select per method, Save & Close posts only the changes', async () => {
    let body: unknown = null
    const after = { ...collection, dt_available: false, dt_busy_mins: 10 as const, wt_available: true, wt_busy_mins: null }
    server.use(
      api.post('/api/v1/store/collection/availability', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ collection_method: after })
      }),
    )
    const { user } = withStore(makeStore({ change_collection_allowed: true, collection_method: collection }))
    await user.click(await screen.findByRole('button', { name: 'Manage' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage Availability' })
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    const selects = within(dialog).getAllByRole('combobox')
    expect(selects).toHaveLength(3)
    const walk = within(dialog).getByRole('combobox', { name: 'Walk-Thru' })
    const drive = within(dialog).getByRole('combobox', { name: 'Drive-Thru' })
    const home = within(dialog).getByRole('combobox', { name: 'Home Delivery' })
    expect(walk).toHaveValue('15')
    expect(drive).toHaveValue('available')
    expect(within(drive).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Available', 'Busy 5 min', 'Busy 10 min', 'Busy 15 min', 'Busy 20 min', 'Busy 30 min', 'Busy 45 min',
    ])
    expect(within(home).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Available', 'Busy 15 min', 'Busy 30 min', 'Busy 45 min', 'Busy 60 min', 'Busy 75 min', 'Busy 90 min',
    ])
    await user.selectOptions(drive, 'Busy 10 min')
    await user.selectOptions(walk, 'Available')
    await user.click(within(dialog).getByRole('button', { name: 'Save & Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(body).toEqual({ dt_available: false, dt_busy_mins: 10, wt_available: true, wt_busy_mins: null })
    const list = screen.getByRole('list', { name: 'Collection methods' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Walk-Thru·Available',
      'Drive-Thru·Busy 10 min',
      'Home Delivery·Available',
    ])
  })

  it('a failure keeps the panel open with its values and shows the toast', async () => {
    server.use(api.post('/api/v1/store/collection/availability', () => new HttpResponse(null, { status: 500 })))
    const { user } = withStore(makeStore({ change_collection_allowed: true, collection_method: collection }))
    await user.click(await screen.findByRole('button', { name: 'Manage' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage Availability' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Home Delivery' }), 'Busy 30 min')
    await user.click(within(dialog).getByRole('button', { name: 'Save & Close' }))
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Manage Availability' })).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: 'Home Delivery' })).toHaveValue('30')
    expect(storeState.store?.collection_method.hd_available).toBe(true)
  })

  it.each(['Back', 'Close'])('%s closes the panel without saving', async (name) => {
    const { user } = withStore(makeStore({ change_collection_allowed: true, collection_method: collection }))
    await user.click(await screen.findByRole('button', { name: 'Manage' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage Availability' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Drive-Thru' }), 'Busy 5 min')
    await user.click(within(dialog).getByRole('button', { name }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // no request was made: an unexpected POST would be unhandled and fail the test
  })

  it('Save & Close with nothing changed only closes', async () => {
    const { user } = withStore(makeStore({ change_collection_allowed: true, collection_method: collection }))
    server.use(api.post('/api/v1/store/collection/availability', () => {
      throw new Error('must not be called')
    }))
    await user.click(await screen.findByRole('button', { name: 'Manage' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage Availability' })
    await user.click(within(dialog).getByRole('button', { name: 'Save & Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
