// Delivery areas and streets near the seeded stores, in both languages, so addresses on receipts read right
// in either locale (localize.ts maps area names back through this table).
import type { CountryCode } from '../contract-types'
import type { Text } from './types'

export const AREAS: Record<CountryCode, Text[]> = {
  KW: [
    { en: 'Salmiya', ar: 'السالمية' },
    { en: 'Hawalli', ar: 'حولي' },
    { en: 'Jabriya', ar: 'الجابرية' },
    { en: 'Rumaithiya', ar: 'الرميثية' },
    { en: 'Mishref', ar: 'مشرف' },
    { en: 'Bayan', ar: 'بيان' },
    { en: 'Salwa', ar: 'سلوى' },
    { en: 'Sharq', ar: 'شرق' },
    { en: 'Shuwaikh', ar: 'الشويخ' },
    { en: 'Surra', ar: 'السرة' },
    { en: 'Yarmouk', ar: 'اليرموك' },
    { en: 'Kuwait City', ar: 'مدينة الكويت' },
  ],
  SA: [
    { en: 'Al Olaya', ar: 'العليا' },
    { en: 'Al Malqa', ar: 'الملقا' },
    { en: 'Al Nakheel', ar: 'النخيل' },
    { en: 'Al Yasmin', ar: 'الياسمين' },
    { en: 'Hittin', ar: 'حطين' },
    { en: 'Al Sahafa', ar: 'الصحافة' },
    { en: 'Al Wurud', ar: 'الورود' },
    { en: 'Al Muruj', ar: 'المروج' },
    { en: 'Al Aqiq', ar: 'العقيق' },
    { en: 'An Narjis', ar: 'النرجس' },
  ],
}

export const STREETS: Record<CountryCode, string[]> = {
  KW: ['Salem Al Mubarak St', 'Baghdad St', 'Tunis St', 'Amman St', 'Qatar St', 'Hamad Al Mubarak St', 'Street 12', 'Street 5', 'Street 21'],
  SA: ['Olaya St', 'King Fahd Rd', 'Takhassusi St', 'Prince Turki Al Awwal Rd', 'Anas Ibn Malik Rd', 'Al Imam Saud Rd', 'Tahlia St'],
}

export const COMPANIES: Record<CountryCode, { company: string; building: string }[]> = {
  KW: [
    { company: 'Gulf Logistics Co.', building: 'Al Hamra Tower' },
    { company: 'Boubyan Consulting', building: 'Arraya Tower' },
    { company: 'Seef Engineering', building: 'Al Shaheed Tower' },
    { company: 'Marina Legal Group', building: 'Marina Crescent Offices' },
  ],
  SA: [
    { company: 'Najd Digital', building: 'Kingdom Centre' },
    { company: 'Riyadh Capital Partners', building: 'Al Faisaliah Tower' },
    { company: 'Sahara Analytics', building: 'Olaya Towers B' },
    { company: 'Tuwaiq Health', building: 'Al Mousa Center' },
  ],
}

export const DELIVERY_NOTES = [
  'Ring the bell twice',
  'Leave it with the building guard',
  'Call me when you are downstairs',
  'Gate code 4512',
  'Second door on the left after the lift',
]

/** Area names in Arabic, or null when the English name is not one of ours */
export function areaArabic(en: string): string | null {
  for (const list of Object.values(AREAS)) for (const a of list) if (a.en === en) return a.ar
  return null
}
