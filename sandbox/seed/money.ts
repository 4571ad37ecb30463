// Money is computed in minor units (fils, halalas) so sums never pick up floating-point dust;
// values leave as numbers rounded to the currency's decimals (KWD 3, others 2).

export function decimalsOf(currency: string): number {
  return currency === 'KWD' || currency === 'BHD' || currency === 'OMR' ? 3 : 2
}

export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** decimalsOf(currency))
}

export function fromMinor(minor: number, currency: string): number {
  const d = decimalsOf(currency)
  return Number((minor / 10 ** d).toFixed(d))
}

export function roundMoney(amount: number, currency: string): number {
  return fromMinor(toMinor(amount, currency), currency)
}
