import { describe, expect, it } from 'vitest'
import { burgerMenu } from '../../tests/factories/menu'
import { distinctChoices } from './menu-choices'

describe('Choices pseudo-category', () => {
  it('lists every distinct choice once with its modifiers and how many products offer it', () => {
    const list = distinctChoices(burgerMenu().products)
    expect(list.map((c) => c.name)).toEqual(['Single', 'Double', 'Lab Sauce', 'Honey Mustard', 'Ketchup'])
    expect(list.find((c) => c.id === 510)).toMatchObject({ modifiers: ['Sauce'], productCount: 4 })
    expect(list.find((c) => c.id === 511)?.in_stock).toBe(false)
  })
})
