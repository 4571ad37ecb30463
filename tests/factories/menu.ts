// Menu and loyalty factories typed from the contract. A small burger menu whose "Size" and "Sauce" modifiers are
// shared between products, as on the real backend.
import type { components } from '../../src/lib/api/schema.gen'

type S = components['schemas']
export type MenuCategory = S['MenuCategory']
export type MenuProduct = S['MenuProduct']
export type MenuModifier = S['MenuModifier']
export type MenuChoice = S['MenuChoice']
export type LoyaltyCard = S['LoyaltyCard']

export function makeChoice(overrides: Partial<MenuChoice> & Pick<MenuChoice, 'id' | 'name'>): MenuChoice {
  return { in_stock: true, stock: null, price: 0, ...overrides }
}

export function makeModifier(overrides: Partial<MenuModifier> & Pick<MenuModifier, 'id' | 'name'>): MenuModifier {
  return { min_choices: 0, choices: [], ...overrides }
}

export function makeProduct(overrides: Partial<MenuProduct> & Pick<MenuProduct, 'id' | 'name'>): MenuProduct {
  return { photo: null, price: 1.5, in_stock: true, category: { id: 1 }, stock: null, modifiers: [], ...overrides }
}

export function makeCategory(overrides: Partial<MenuCategory> & Pick<MenuCategory, 'id' | 'name'>): MenuCategory {
  return { in_stock: true, children: [], ...overrides }
}

/** Burgers (Beef, Chicken), Sides, Drinks; Size (min 1: Single, Double) and Sauce (min 1) shared by the burgers */
export function burgerMenu(): { categories: MenuCategory[]; products: MenuProduct[] } {
  const size = () =>
    makeModifier({ id: 50, name: 'Size', min_choices: 1, choices: [makeChoice({ id: 500, name: 'Single' }), makeChoice({ id: 501, name: 'Double', price: 0.9 })] })
  const sauce = () =>
    makeModifier({
      id: 51,
      name: 'Sauce',
      min_choices: 1,
      choices: [makeChoice({ id: 510, name: 'Lab Sauce' }), makeChoice({ id: 511, name: 'Honey Mustard', in_stock: false })],
    })
  const dip = () => makeModifier({ id: 52, name: 'Dipping Sauce', choices: [makeChoice({ id: 520, name: 'Ketchup' })] })
  const categories = [
    makeCategory({
      id: 1,
      name: 'Burgers',
      children: [makeCategory({ id: 2, name: 'Beef Burgers' }), makeCategory({ id: 3, name: 'Chicken Burgers' })],
    }),
    makeCategory({ id: 4, name: 'Sides' }),
    makeCategory({ id: 5, name: 'Drinks' }),
  ]
  const products = [
    makeProduct({ id: 1001, name: 'Classic Burger', price: 1.75, category: { id: 2 }, modifiers: [size(), sauce()] }),
    makeProduct({ id: 1002, name: 'Cheeseburger', price: 1.95, category: { id: 2 }, modifiers: [size(), sauce()] }),
    makeProduct({ id: 1003, name: 'Truffle Mushroom Burger', price: 2.95, category: { id: 2 }, in_stock: false, modifiers: [size(), sauce()] }),
    makeProduct({ id: 1004, name: 'Crispy Chicken Burger', price: 1.85, category: { id: 3 }, modifiers: [sauce()] }),
    makeProduct({ id: 1005, name: 'Fries', price: 0.6, category: { id: 4 }, modifiers: [dip()] }),
    makeProduct({ id: 1006, name: 'Onion Rings', price: 0.75, category: { id: 4 } }),
  ]
  return { categories, products }
}

export function makeLoyaltyCard(overrides: Partial<LoyaltyCard> = {}): LoyaltyCard {
  return {
    customer: { name: 'Fatima Al-Sabah', phone: '+96550001234', count_orders: 14, created: '2025-03-09T18:22:00+03:00' },
    loyalty: { count_punches: 4 },
    settings: {
      manual_punches_allowed: true,
      max_punches: 10,
      punch_type: 'quantity',
      punch_color: '#D84315',
      background_color: '#FFF3E0',
      text_color: '#3E2723',
      currency: 'KWD',
    },
    ...overrides,
  }
}
