// A product row's picture: API pictures are root-relative and load from the API's origin, like every other picture
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../tests/factories/menu'
import { config } from '../../lib/config'
import { ProductRow } from './MenuRows'

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
