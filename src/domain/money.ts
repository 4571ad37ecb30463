// Currency formatting (SPEC section 9): KWD shows 3 decimals, other currencies 2; the code is a prefix.

export function decimalsFor(currency: string): number {
  return currency.toUpperCase() === 'KWD' ? 3 : 2
}

export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase()
  const digits = decimalsFor(code)
  const value = Number.isFinite(amount) ? amount : 0
  const text = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
  return `${code} ${value < 0 ? '-' : ''}${text}`
}
