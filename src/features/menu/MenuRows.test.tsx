// A product row's picture: API pictures are root-relative and load from the API's origin, like every other picture
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../tests/factories/menu'
import { openMenu, stockStore, stockWorld } from '../../../tests/setup/menu-page'
import type { DistinctChoice } from '../../domain/menu-choices'
import { config } from '../../lib/config'
import { resetAllStores } from '../../stores/reset'
import {
  CategoryRow,
  ChoiceRow,
  ITEM_EDITING_STOCK_ROW_HEIGHT,
  ITEM_EDITING_STOCK_ROW_HEIGHT_NARROW,
  ITEM_ROW_HEIGHT,
  ITEM_WITH_STOCK_ROW_HEIGHT,
  ProductRow,
  rowDraftKey,
  rowHeight,
  textScale,
} from './MenuRows'

const row = (photo: { mini?: string; small?: string }) =>
  render(
    <ProductRow
      product={makeProduct({ id: 1, name: 'Fries', photo })}
      depth={0}
      currency="KWD"
      canToggle
      canEditStock={false}
      stockEnabled={false}
      busy={false}
      stockBusy={false}
      onSoldOut={() => undefined}
      onStock={() => Promise.resolve()}
    />,
  ).container.querySelector('img')

describe('ProductRow picture', () => {
  it("loads a root-relative path from the signed-in country's API origin", () => {
    expect(row({ mini: '/media/products/fries.png' })?.getAttribute('src')).toBe(`${new URL(config.countries.KW.apiBase).origin}/media/products/fries.png`)
  })

  it('shows no picture for a path of another scheme', () => {
    expect(row({ mini: 'javascript:alert(1)' })).toBeNull()
  })
})

describe('names in the rows keep their own direction (an English name in the Arabic UI, an Arabic one in English)', () => {
  const common = { currency: 'KWD', canToggle: true, canEditStock: false, stockEnabled: false, busy: false, stockBusy: false, onSoldOut: () => undefined, onStock: () => Promise.resolve() }

  it('product, choice and category names take the direction of their own text (dir=auto)', () => {
    render(<ProductRow {...common} product={makeProduct({ id: 1, name: 'Burger (L)' })} depth={0} />)
    expect(screen.getByText('Burger (L)')).toHaveAttribute('dir', 'auto')
    cleanup()
    render(<ChoiceRow {...common} choice={choice({ name: '7UP 330ml' })} />)
    expect(screen.getByText('7UP 330ml')).toHaveAttribute('dir', 'auto')
    cleanup()
    render(
      <CategoryRow
        row={{ kind: 'category', key: 'c:1', id: 1, special: null, name: 'Drinks (cold)', depth: 0, expanded: true, total: 2, soldOut: 0 }}
        canToggle
        busy={false}
        onToggleOpen={() => undefined}
        onSoldOut={() => undefined}
      />,
    )
    expect(screen.getByText('Drinks (cold)')).toHaveAttribute('dir', 'auto')
  })

  it('prices are isolated left to right (<bdi dir="ltr">), so the "+" of a choice stays with its amount in Arabic', () => {
    render(<ChoiceRow {...common} choice={choice({ name: 'علبة هدية', price: 5, modifiers: ['تغليف هدية'], productCount: 2 })} currency="SAR" />)
    const price = screen.getByText('+SAR 5.00')
    expect([price.tagName, price.getAttribute('dir')]).toEqual(['BDI', 'ltr'])
    cleanup()
    render(<ProductRow {...common} product={makeProduct({ id: 1, name: 'برجر', price: 2.5 })} depth={0} />)
    const amount = screen.getByText('KWD 2.500')
    expect([amount.tagName, amount.getAttribute('dir')]).toEqual(['BDI', 'ltr'])
  })

  it("the modifier names in a choice's sentence are each isolated (<bdi>)", () => {
    render(<ChoiceRow {...common} choice={choice({ name: 'Cola', modifiers: ['Drink (L)', 'صوص'], productCount: 3 })} />)
    expect(screen.getByText('Drink (L)').tagName).toBe('BDI')
    expect(screen.getByText('صوص').tagName).toBe('BDI')
    expect(screen.getByText('Drink (L)').parentElement).toHaveTextContent('Drink (L), صوص · Products: 3')
  })
})

describe('an open stock edit outlives its row', () => {
  /** A product row a manager edits the stock of */
  const stockRow = { depth: 0, currency: 'KWD', canToggle: true, canEditStock: true, stockEnabled: true, busy: false, stockBusy: false, onSoldOut: () => undefined, onStock: () => Promise.resolve() }
  it('a row the windowed list unmounts comes back with its editor open and what was typed, without taking the focus', async () => {
    const user = userEvent.setup()
    const props = { ...stockRow, product: makeProduct({ id: 7, name: 'Fresh Milk 1L', stock: { current: 12 } }) }
    const first = render(<ProductRow {...props} />)
    await user.click(screen.getByRole('button', { name: 'Edit stock of Fresh Milk 1L' }))
    await user.keyboard('40')
    first.unmount()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    render(<ProductRow {...props} />)
    const input = screen.getByRole('textbox', { name: 'Stock of Fresh Milk 1L' })
    expect(input).toHaveValue('40')
    expect(input).not.toHaveFocus()
    // sign-out drops it
    act(() => resetAllStores())
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByText('Stock: 12')).toBeInTheDocument()
  })

  it('Ok (once saved) and Cancel end the edit: the row shows the count when it comes back', async () => {
    const user = userEvent.setup()
    const saved: number[] = []
    const props = {
      ...stockRow,
      product: makeProduct({ id: 8, name: 'Laban', stock: { current: 3 } }),
      onStock: (_: number, n: number) => {
        saved.push(n)
        return Promise.resolve()
      },
    }
    const first = render(<ProductRow {...props} />)
    await user.click(screen.getByRole('button', { name: 'Edit stock of Laban' }))
    await user.keyboard('9{Enter}')
    expect(saved).toEqual([9])
    await user.click(await screen.findByRole('button', { name: 'Edit stock of Laban' }))
    await user.keyboard('{Escape}')
    first.unmount()
    render(<ProductRow {...props} />)
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })
})

function choice(overrides: Partial<DistinctChoice>): DistinctChoice {
  return { id: 500, name: 'Choice', in_stock: true, stock: null, price: 0, modifiers: ['Size'], productCount: 1, ...overrides }
}

describe('row heights', () => {
  it('an item with a stock count is taller while its stock is edited, for the live count and a message', () => {
    const row = { kind: 'product', product: makeProduct({ id: 7, name: 'Bananas 1 kg', stock: { current: 12 } }), depth: 1 } as const
    expect(rowDraftKey(row as never)).toBe('product:7')
    expect(rowHeight(row as never, true, false)).toBe(ITEM_WITH_STOCK_ROW_HEIGHT)
    expect(rowHeight(row as never, true, false, true)).toBe(ITEM_EDITING_STOCK_ROW_HEIGHT_NARROW)
    expect(rowHeight(row as never, true, true, true)).toBe(ITEM_EDITING_STOCK_ROW_HEIGHT)
    // a phone puts the editor across the row, under the name and the switch, with room for a message of three lines
    expect(ITEM_EDITING_STOCK_ROW_HEIGHT_NARROW).toBeGreaterThan(ITEM_EDITING_STOCK_ROW_HEIGHT)
    expect(rowHeight(row as never, false, false, true)).toBe(ITEM_ROW_HEIGHT)
  })
  it("grow with the browser's text size (its default font size), never below their own", () => {
    const row = { kind: 'product', product: makeProduct({ id: 7, name: 'Bananas 1 kg', stock: { current: 12 } }), depth: 1 } as const
    const root = document.documentElement.style
    try {
      root.fontSize = '24px'
      expect(textScale()).toBe(1.5)
      expect(rowHeight(row as never, true, true, false, textScale())).toBe(Math.ceil(ITEM_WITH_STOCK_ROW_HEIGHT * 1.5))
      root.fontSize = '12px'
      expect(textScale()).toBe(1)
    } finally {
      root.fontSize = ''
    }
    expect(textScale()).toBe(1)
  })

  it('the menu page lays its rows out at the text size of the page', async () => {
    document.documentElement.style.fontSize = '32px'
    try {
      openMenu({ store: stockStore(), world: stockWorld() })
      const item = (await screen.findByText('Laban')).closest<HTMLElement>('[role="listitem"]')!
      expect(item.style.height).toBe(`${ITEM_WITH_STOCK_ROW_HEIGHT * 2}px`)
    } finally {
      document.documentElement.style.fontSize = ''
    }
  })
})
