import { describe, expect, it } from 'vitest'
import { axisAmount, formatMoney } from './money'

describe('money (SPEC 9)', () => {
  it('KWD has 3 decimals, others 2, code first', () => {
    expect(formatMoney(1.5, 'KWD')).toBe('KWD 1.500')
    expect(formatMoney(12, 'SAR')).toBe('SAR 12.00')
    expect(formatMoney(1234.5, 'sar')).toBe('SAR 1,234.50')
    expect(formatMoney(-0.25, 'KWD')).toBe('KWD -0.250')
    expect(formatMoney(Number.NaN, 'KWD')).toBe('KWD 0.000')
  })

  it('keeps each currency to its own decimals across calls, rounding half up', () => {
    expect([formatMoney(2, 'KWD'), formatMoney(2, 'SAR'), formatMoney(2, 'KWD')]).toEqual(['KWD 2.000', 'SAR 2.00', 'KWD 2.000'])
    expect(formatMoney(1234567.8915, 'KWD')).toBe('KWD 1,234,567.892')
    expect(formatMoney(0.125, 'SAR')).toBe('SAR 0.13')
  })
})

describe('axisAmount', () => {
  it("writes a chart tick with at most the currency's decimals and none it does not need", () => {
    expect(axisAmount(0.1 + 0.2, 'SAR')).toBe('0.3')
    expect(axisAmount(12.5, 'KWD')).toBe('12.5')
    expect(axisAmount(1000, 'SAR')).toBe('1000')
    expect(axisAmount(1.23456, 'KWD')).toBe('1.235')
  })
})
