// Hero drivers of the delivery company. They are not customers and not staff; only their name, phone and
// arrival status appear on an order.
import type { CountryCode } from '../contract-types'

export type SeedDriver = { id: number; name: string; phone: string }

export const DRIVERS: Record<CountryCode, SeedDriver[]> = {
  KW: [
    { id: 501, name: 'Mohammed Irfan', phone: '+96555120487' },
    { id: 502, name: 'Ramesh Babu', phone: '+96566031942' },
    { id: 503, name: 'Ahmed Saeed', phone: '+96550774120' },
    { id: 504, name: 'Joseph Mathew', phone: '+96599218836' },
    { id: 505, name: 'Shahid Iqbal', phone: '+96565503311' },
  ],
  SA: [
    { id: 601, name: 'Abdulaziz Al-Harbi', phone: '+966551204871' },
    { id: 602, name: 'Imran Ali', phone: '+966503319426' },
    { id: 603, name: 'Sameh Fathy', phone: '+966547741203' },
    { id: 604, name: 'Nadeem Akhtar', phone: '+966562188364' },
    { id: 605, name: 'Walid Othman', phone: '+966530551133' },
  ],
}
