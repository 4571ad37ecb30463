import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBrand, makeLoyaltySettings, makeStore } from '../../../tests/factories/entities'
import { makeLoyaltyCard, type LoyaltyCard } from '../../../tests/factories/menu'
import { answerGate } from '../../../tests/mocks/answer-gate'
import { api, HttpResponse, loyalty } from '../../../tests/mocks/api'
import { loyaltyHandlers, loyaltyWorld } from '../../../tests/mocks/loyalty'
import { server } from '../../../tests/mocks/server'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/session'

// The machine is shared with other test runs: give the first render of the lazy route time
configure({ asyncUtilTimeout: 4000 })

function openLoyalty(cards: LoyaltyCard[] = [makeLoyaltyCard()], punchType: 'quantity' | 'amount' = 'quantity') {
  const store = makeStore({ brand: makeBrand({ loyalty: makeLoyaltySettings({ manual_punches_allowed: true, punch_type: punchType }) }) })
  const world = loyaltyWorld(cards)
  signInAs()
  server.use(api.get('/api/v1/store/{id}', () => HttpResponse.json(store)), ...loyaltyHandlers(world))
  return { ...renderApp('/loyalty'), world }
}

const phoneField = () => screen.getByRole('textbox', { name: 'Phone number' })

async function search(user: ReturnType<typeof renderApp>['user'], digits: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), digits)
  await user.click(screen.getByRole('button', { name: 'Search' }))
}

describe('loyalty page (SPEC 2, 5, 8)', () => {
  it('offers Kuwait and Saudi Arabia first, then alphabetical, Kuwait by default', async () => {
    openLoyalty()
    const select = await screen.findByRole('combobox', { name: 'Country code' })
    const options = within(select).getAllByRole('option').map((o) => o.textContent ?? '')
    expect(options[0]).toMatch(/^Kuwait \(.\+965.\)$/)
    expect(options[1]).toMatch(/^Saudi Arabia \(.\+966.\)$/)
    const rest = options.slice(2)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')))
    expect(select).toHaveValue('KW')
  })

  it('needs 12 characters with the plus sign and sends nothing before', async () => {
    const { user, world } = openLoyalty()
    await search(user, '5000123')
    expect(await screen.findByText('Phone number must contain at least 12 characters')).toBeInTheDocument()
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true')
    expect(world.searches).toEqual([])
    await user.type(phoneField(), 'x4')
    expect(phoneField()).toHaveValue('50001234')
    expect(screen.queryByText('Phone number must contain at least 12 characters')).not.toBeInTheDocument()
  })

  it('finds a customer: name, phone, orders, created and the punch card in the brand colours', async () => {
    const { user, world } = openLoyalty()
    await search(user, '50001234')
    const customer = await screen.findByRole('region', { name: 'Customer' })
    expect(world.searches).toEqual(['+96550001234'])
    expect(within(customer).getByText('Fatima Al-Sabah')).toBeInTheDocument()
    expect(within(customer).getByText('+96550001234')).toBeInTheDocument()
    expect(within(customer).getByText('14')).toBeInTheDocument()
    expect(within(customer).getByText('09/03/2025')).toBeInTheDocument()
    const card = within(customer).getByRole('img', { name: '4 of 10 punches' })
    const slots = [...card.querySelectorAll<HTMLElement>('[data-punch-slot]')]
    expect(slots).toHaveLength(10)
    expect(slots.filter((s) => s.textContent === '✓')).toHaveLength(4)
    expect(slots[0]).toHaveStyle({ backgroundColor: '#D84315' })
  })

  it('another country code changes the phone sent', async () => {
    const { user, world } = openLoyalty()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), 'SA')
    await search(user, '512345678')
    await screen.findByText("Sorry but we can't find this customer")
    expect(world.searches).toEqual(['+966512345678'])
  })

  it("an unknown phone: Sorry but we can't find this customer", async () => {
    const { user } = openLoyalty()
    await search(user, '11112222')
    expect(await screen.findByText("Sorry but we can't find this customer")).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Add punches' })).not.toBeInTheDocument()
  })

  it('a customer without a card shows the New Customer defaults and the phone as entered', async () => {
    const fresh = makeLoyaltyCard({
      customer: { name: null, phone: '+96599990001', count_orders: null, created: null },
      loyalty: { count_punches: 0 },
    })
    const { user } = openLoyalty([fresh])
    await search(user, '99990001')
    const customer = await screen.findByRole('region', { name: 'Customer' })
    expect(within(customer).getByText('New Customer')).toBeInTheDocument()
    expect(within(customer).getAllByText('None')).toHaveLength(2)
    expect(within(customer).getByText('+96599990001')).toBeInTheDocument()
  })

  it('adds punches: receipt and amount required, amount sent as a number, the new count shown, the form cleared', async () => {
    const { user, world } = openLoyalty()
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    const amount = within(form).getByRole('textbox', { name: 'Amount (KWD)' })
    expect(amount).toHaveValue('0')
    await user.clear(amount)
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(within(form).getByText('Please input order code!')).toBeInTheDocument()
    expect(within(form).getByText('Please input amount!')).toBeInTheDocument()
    expect(world.punchBodies).toEqual([])

    const quantity = within(form).getByRole('combobox', { name: 'Punches to add' })
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)))
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-1001')
    await user.type(amount, '4.500')
    await user.selectOptions(quantity, '3')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(await within(form).findByText('Punches added: 3. Punches on the card now: 7.')).toBeInTheDocument()
    expect(world.punchBodies).toEqual([{ phone: '+96550001234', receipt: 'R-1001', amount: 4.5, count_punches: 3 }])
    expect(screen.getByRole('img', { name: '7 of 10 punches' })).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Receipt (order code)' })).toHaveValue('')
  })

  it('a receipt used twice shows the error by the receipt field and keeps the form', async () => {
    const { user, world } = openLoyalty()
    world.receipts.add('R-1001')
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    const receipt = within(form).getByRole('textbox', { name: 'Receipt (order code)' })
    await user.type(receipt, 'R-1001')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(await within(form).findByText('This receipt was already punched.')).toBeInTheDocument()
    expect(receipt).toHaveAttribute('aria-invalid', 'true')
    expect(receipt).toHaveValue('R-1001')
    expect(screen.getByRole('img', { name: '4 of 10 punches' })).toBeInTheDocument()
    await user.type(receipt, '2')
    expect(within(form).queryByText('This receipt was already punched.')).not.toBeInTheDocument()
  })

  it('another failure keeps the form and says why', async () => {
    const { user } = openLoyalty()
    server.use(loyalty.post('/store/loyalty/punch/add', () => HttpResponse.json({ code: 403, message: 'Manual punches are not allowed for this brand' }, { status: 403 })))
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-7')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(await within(form).findByText('The punches were not added: Manual punches are not allowed for this brand')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Receipt (order code)' })).toHaveValue('R-7')
  })

  it('the amount punch type has no quantity and sends 1', async () => {
    const card = makeLoyaltyCard()
    card.settings.punch_type = 'amount'
    const { user, world } = openLoyalty([card], 'amount')
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument()
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-2')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    await waitFor(() => expect(world.punchBodies).toEqual([{ phone: '+96550001234', receipt: 'R-2', amount: 0, count_punches: 1 }]))
  })

  it.each(['+96550001234', '0096550001234', '96550001234', '+965 5000-1234'])('a phone pasted with its country code (%s) is searched once with it', async (pasted) => {
    const { user, world } = openLoyalty()
    await user.click(await screen.findByRole('textbox', { name: 'Phone number' }))
    await user.paste(pasted)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument()
    expect(world.searches).toEqual(['+96550001234'])
  })

  it('a phone of another country, or of a length that cannot be, is refused with a message and not searched', async () => {
    const { user, world } = openLoyalty()
    const field = await screen.findByRole('textbox', { name: 'Phone number' })
    await user.click(field)
    await user.paste('+966512345678')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText(/^This number starts with another country code than .\+965.: choose its country, or type the number without the code$/)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.clear(field)
    await user.paste('5000123456')
    expect(field).toHaveValue('5000123456')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText(/^Phone numbers in Kuwait have 8 digits after .\+965.$/)).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'IN')
    await user.clear(field)
    await user.paste('98765432109876')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Phone number must contain at most 16 characters')).toBeInTheDocument()
    expect(world.searches).toEqual([])
  })

  it.each([
    ['KWD', '1.2345', 'Enter the amount with at most 3 decimals (KWD), for example 4.500'],
    ['SAR', '١٠٫٥٥٥', 'Enter the amount with at most 2 decimals (SAR), for example 4.50'],
  ])('an amount with more decimals than %s has is refused with a message and nothing is sent', async (currency, typed, message) => {
    const card = makeLoyaltyCard()
    card.settings.currency = currency
    const { user, world } = openLoyalty([card])
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    const amount = within(form).getByRole('textbox', { name: `Amount (${currency})` })
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-1')
    await user.clear(amount)
    await user.type(amount, typed)
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(within(form).getByText(message)).toBeInTheDocument()
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(world.punchBodies).toEqual([])
  })

  it('a lookup failure sets the card empty (and the client shows the error)', async () => {
    const { user } = openLoyalty()
    await search(user, '50001234')
    await screen.findByRole('region', { name: 'Customer' })
    server.use(loyalty.get('/store/loyalty/search', () => HttpResponse.json({ code: 500 }, { status: 500 })))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error')
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument()
  })

  it('a brand without manual punches says so', async () => {
    signInAs()
    renderApp('/loyalty')
    expect(await screen.findByText('Manual punches are not enabled for this brand.')).toBeInTheDocument()
  })
})

describe('loyalty page: what is typed, lost answers, focus and announcements', () => {
  it.each([
    ['1,5', 'Use a point (.) for decimals, not a comma, for example 4.500'],
    ['-5', 'Enter the amount as a number, for example 4.500'],
    ['1e3', 'Enter the amount as a number, for example 4.500'],
  ])('an amount typed as %s stays as typed, is refused with a message, and nothing is sent', async (typed, message) => {
    const { user, world } = openLoyalty()
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    const amount = within(form).getByRole('textbox', { name: 'Amount (KWD)' })
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-1')
    await user.clear(amount)
    await user.type(amount, typed)
    expect(amount).toHaveValue(typed)
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(amount).toHaveAccessibleDescription(message)
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(world.punchBodies).toEqual([])
  })

  it.each([
    [true, 'Punches added. Punches on the card now: 6.', '6 of 10 punches', ''],
    [false, 'The punches are not confirmed: the answer was lost. Check the card (search again) before adding them again.', '4 of 10 punches', 'R-9'],
  ])('a punch whose answer is lost (applied: %s): the card is read back, and it never says "were not added"', async (applied, told, card, receiptLeft) => {
    const { user, world } = openLoyalty()
    const [, punch] = loyaltyHandlers(world) as unknown as Array<{ resolver: (info: never) => Promise<Response> }>
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    server.use(
      loyalty.post('/store/loyalty/punch/add', async (info) => {
        if (applied) await punch!.resolver(info as never)
        return HttpResponse.error()
      }),
    )
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-9')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Punches to add' }), '2')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(await within(form).findByText(told)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: card })).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Receipt (order code)' })).toHaveValue(receiptLeft)
    expect(screen.queryByText(/were not added/)).not.toBeInTheDocument()
    expect(world.searches).toEqual(['+96550001234', '+96550001234'])
  })

  it('a refused search or punch moves the focus to the first invalid field, which its message describes', async () => {
    const { user, world } = openLoyalty()
    world.receipts.add('R-1001')
    await search(user, '5000')
    expect(phoneField()).toHaveFocus()
    expect(phoneField()).toHaveAccessibleDescription('Phone number must contain at least 12 characters')

    await user.type(phoneField(), '1234')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const form = await screen.findByRole('region', { name: 'Add punches' })
    const receipt = within(form).getByRole('textbox', { name: 'Receipt (order code)' })
    const amount = within(form).getByRole('textbox', { name: 'Amount (KWD)' })
    await user.clear(amount)
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(receipt).toHaveFocus()
    expect(receipt).toHaveAccessibleDescription('Please input order code!')

    await user.type(receipt, 'R-1001')
    await user.type(amount, '1,5')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    expect(amount).toHaveFocus()

    // the server's refusal of a field takes the focus there too
    await user.clear(amount)
    await user.type(amount, '1.5')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    await waitFor(() => expect(receipt).toHaveFocus())
    expect(receipt).toHaveAccessibleDescription('This receipt was already punched.')
  })

  it('a found customer is said in the live region, with the punches the search found', async () => {
    const fresh = makeLoyaltyCard({
      customer: { name: null, phone: '+96599990001', count_orders: null, created: null },
      loyalty: { count_punches: 0 },
    })
    const { user } = openLoyalty([makeLoyaltyCard(), fresh])
    await search(user, '50001234')
    const said = await screen.findByText('Customer found: Fatima Al-Sabah, 4 of 10 punches')
    expect(said.closest('[aria-live="polite"]')).not.toBeNull()
    const form = screen.getByRole('region', { name: 'Add punches' })
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-1')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    await within(form).findByText('Punches added: 1. Punches on the card now: 5.')
    // the punch says its own outcome: the search's line is not said again with the new count
    expect(screen.getByText('Customer found: Fatima Al-Sabah, 4 of 10 punches')).toBe(said)

    await user.clear(phoneField())
    await search(user, '99990001')
    expect(await screen.findByText('Customer found: New Customer, 0 of 10 punches')).toBeInTheDocument()
  })

  it('Search and Add punches keep the focus while busy (aria-disabled, not disabled) and ignore presses', async () => {
    const { user, world } = openLoyalty()
    const handlers = loyaltyHandlers(world) as unknown as Array<{ resolver: (info: never) => Promise<Response> | Response }>
    let gate = answerGate()
    server.use(
      loyalty.get('/store/loyalty/search', async (info) => {
        gate.arrive()
        await gate.open
        return handlers[0]!.resolver(info as never)
      }),
    )
    await search(user, '50001234')
    await gate.reached
    const searching = screen.getByRole('button', { name: 'Searching…' })
    expect(searching).toHaveFocus()
    expect(searching).toHaveAttribute('aria-disabled', 'true')
    expect(searching).toBeEnabled()
    await user.keyboard('{Enter}')
    await act(async () => gate.release())
    const form = await screen.findByRole('region', { name: 'Add punches' })
    expect(world.searches).toEqual(['+96550001234'])

    gate = answerGate()
    server.use(
      loyalty.post('/store/loyalty/punch/add', async (info) => {
        gate.arrive()
        await gate.open
        return handlers[1]!.resolver(info as never)
      }),
    )
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-5')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    await gate.reached
    const adding = within(form).getByRole('button', { name: 'Adding…' })
    expect(adding).toHaveFocus()
    expect(adding).toHaveAttribute('aria-disabled', 'true')
    expect(adding).toBeEnabled()
    await user.keyboard('{Enter}')
    await act(async () => gate.release())
    await within(form).findByText('Punches added: 1. Punches on the card now: 5.')
    expect(world.punchBodies).toHaveLength(1)
  })

  it("Search is unavailable while a punch is saving: another phone waits, and the punch's outcome is told", async () => {
    const bader = makeLoyaltyCard({ customer: { name: 'Bader', phone: '+96566667777', count_orders: 2, created: '2025-01-01T10:00:00+03:00' } })
    const { user, world } = openLoyalty([makeLoyaltyCard(), bader])
    const [, punch] = loyaltyHandlers(world) as unknown as Array<{ resolver: (info: never) => Promise<Response> }>
    await search(user, '50001234')
    const form = await screen.findByRole('region', { name: 'Add punches' })
    const gate = answerGate()
    server.use(
      loyalty.post('/store/loyalty/punch/add', async (info) => {
        gate.arrive()
        await gate.open
        return punch!.resolver(info as never)
      }),
    )
    await user.type(within(form).getByRole('textbox', { name: 'Receipt (order code)' }), 'R-55')
    await user.click(within(form).getByRole('button', { name: 'Add punches' }))
    await gate.reached
    const searchButton = screen.getByRole('button', { name: 'Search' })
    expect(searchButton).toHaveAttribute('aria-disabled', 'true')
    await user.clear(phoneField())
    await user.type(phoneField(), '66667777')
    await user.click(searchButton)
    await user.type(phoneField(), '{Enter}')
    await act(async () => gate.release())
    expect(await within(form).findByText('Punches added: 1. Punches on the card now: 5.')).toBeInTheDocument()
    expect(world.searches).toEqual(['+96550001234'])
    expect(searchButton).not.toHaveAttribute('aria-disabled')
  })

  it('offers no search before the store (and so the brand\'s permission) is known: loading, then failed', async () => {
    signInAs()
    const gate = answerGate()
    server.use(
      api.get('/api/v1/store/{id}', async () => {
        gate.arrive()
        await gate.open
        return HttpResponse.json({ code: 500 }, { status: 500 })
      }),
    )
    renderApp('/loyalty')
    await gate.reached
    expect(await screen.findByRole('status', { name: 'Loading the loyalty card…' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument()
    await act(async () => gate.release())
    expect(await screen.findByText(/^The loyalty card needs the store’s settings/)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument()
    expect(screen.queryByText('Manual punches are not enabled for this brand.')).not.toBeInTheDocument()
  })
})
