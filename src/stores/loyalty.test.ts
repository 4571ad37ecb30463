// A punch whose answer was lost (network, timeout) may have been added by the server: the card is read back, and what
// it shows decides what staff are told. The punch itself is never sent again.
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeLoyaltyCard } from '../../tests/factories/menu'
import { loyalty } from '../../tests/mocks/api'
import { loyaltyHandlers, loyaltyWorld } from '../../tests/mocks/loyalty'
import { server } from '../../tests/mocks/server'
import { signInAs } from '../../tests/setup/session'
import { addLoyaltyPunches, loyaltyState, searchLoyaltyCustomer } from './loyalty'
import { toasts } from './toasts'

const values = { receipt: 'R-9', amount: '4.5', countPunches: 2 }
const titles = () => toasts.items.map((t) => ('key' in t.title ? t.title.key : t.title.text))

/** A card with 4 punches found; the punch then applied (or not) by the server, its answer lost */
async function punchLost(applied: boolean) {
  signInAs()
  const world = loyaltyWorld([makeLoyaltyCard()])
  const [, punch] = loyaltyHandlers(world) as unknown as Array<{ resolver: (info: never) => Promise<Response> | Response }>
  server.use(...loyaltyHandlers(world))
  await searchLoyaltyCustomer('+96550001234')
  expect(loyaltyState.card?.loyalty?.count_punches).toBe(4)
  server.use(
    loyalty.post('/store/loyalty/punch/add', async (info) => {
      if (applied) await punch!.resolver(info as never)
      else world.punchBodies.push(await info.request.json())
      return HttpResponse.error()
    }),
  )
  const result = await addLoyaltyPunches(values)
  return { world, result }
}

describe('a punch whose answer was lost', () => {
  it('the card read back has the new count: a success, shown, with no error toast', async () => {
    const { world, result } = await punchLost(true)
    expect(result).toBe(true)
    expect(world.punchBodies).toHaveLength(1)
    expect(world.searches).toEqual(['+96550001234', '+96550001234'])
    expect(loyaltyState.card?.loyalty?.count_punches).toBe(6)
    expect(loyaltyState.punch).toMatchObject({ status: 'done', added: null, error: null })
    expect(titles()).toEqual([])
  })

  it('the card read back has the same count: not confirmed, the catalogue toast, the card as it was, no retry', async () => {
    const { world, result } = await punchLost(false)
    expect(result).toBe(false)
    expect(world.punchBodies).toHaveLength(1)
    expect(world.searches).toEqual(['+96550001234', '+96550001234'])
    expect(loyaltyState.card?.loyalty?.count_punches).toBe(4)
    expect(loyaltyState.status).toBe('found')
    expect(loyaltyState.punch).toMatchObject({ status: 'unconfirmed', error: null })
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('the read-back fails too: not confirmed, one toast', async () => {
    signInAs()
    const world = loyaltyWorld([makeLoyaltyCard()])
    server.use(...loyaltyHandlers(world))
    await searchLoyaltyCustomer('+96550001234')
    server.use(
      loyalty.post('/store/loyalty/punch/add', () => HttpResponse.error()),
      loyalty.get('/store/loyalty/search', () => HttpResponse.error()),
    )
    expect(await addLoyaltyPunches(values)).toBe(false)
    expect(loyaltyState.punch.status).toBe('unconfirmed')
    expect(loyaltyState.card?.loyalty?.count_punches).toBe(4)
    expect(titles()).toEqual(['error.somethingWentWrong'])
  })

  it('an HTTP refusal is no lost answer: failed, with its reason, and no read-back', async () => {
    signInAs()
    const world = loyaltyWorld([makeLoyaltyCard()])
    server.use(...loyaltyHandlers(world))
    await searchLoyaltyCustomer('+96550001234')
    server.use(loyalty.post('/store/loyalty/punch/add', () => HttpResponse.json({ code: 500 }, { status: 500 })))
    expect(await addLoyaltyPunches(values)).toBe(false)
    expect(loyaltyState.punch).toMatchObject({ status: 'failed', error: 'Internal Server Error' })
    expect(world.searches).toEqual(['+96550001234'])
  })
})

describe('a punch answered with a success that cannot be read', () => {
  /** A card with 4 punches found; the server adds the punches and answers with this body */
  async function punchAnswered(answer: () => Response) {
    signInAs()
    const world = loyaltyWorld([makeLoyaltyCard()])
    const [, punch] = loyaltyHandlers(world) as unknown as Array<{ resolver: (info: never) => Promise<Response> | Response }>
    server.use(...loyaltyHandlers(world))
    await searchLoyaltyCustomer('+96550001234')
    server.use(
      loyalty.post('/store/loyalty/punch/add', async (info) => {
        await punch!.resolver(info as never)
        return answer()
      }),
    )
    return { world, result: await addLoyaltyPunches(values) }
  }

  it.each([
    ['not JSON', () => new HttpResponse('<html>ok</html>', { status: 200, headers: { 'content-type': 'application/json' } }), ['error.somethingWentWrong']],
    ['without the count', () => HttpResponse.json({}), []],
  ])('%s: the card is read back and shows the punches added, with no second toast', async (_what, answer, toastsSaid) => {
    const { world, result } = await punchAnswered(answer)
    expect(result).toBe(true)
    expect(world.punchBodies).toHaveLength(1)
    expect(loyaltyState.card?.loyalty?.count_punches).toBe(6)
    expect(loyaltyState.punch.status).toBe('done')
    expect(titles()).toEqual(toastsSaid)
  })
})
