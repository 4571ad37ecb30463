// Car catalogue for customers: makes, body types and colours with both languages and icon slugs that
// media.ts knows how to draw.
import type { Text } from './types'

export type CarMake = { slug: string; name: Text }
export type CarType = { slug: string; name: Text }
export type CarColor = { name: Text; hex: string }

export const CAR_MAKES: CarMake[] = [
  { slug: 'toyota', name: { en: 'Toyota', ar: 'تويوتا' } },
  { slug: 'nissan', name: { en: 'Nissan', ar: 'نيسان' } },
  { slug: 'lexus', name: { en: 'Lexus', ar: 'لكزس' } },
  { slug: 'gmc', name: { en: 'GMC', ar: 'جي إم سي' } },
  { slug: 'chevrolet', name: { en: 'Chevrolet', ar: 'شيفروليه' } },
  { slug: 'hyundai', name: { en: 'Hyundai', ar: 'هيونداي' } },
  { slug: 'kia', name: { en: 'Kia', ar: 'كيا' } },
  { slug: 'mercedes-benz', name: { en: 'Mercedes-Benz', ar: 'مرسيدس بنز' } },
  { slug: 'bmw', name: { en: 'BMW', ar: 'بي إم دبليو' } },
  { slug: 'ford', name: { en: 'Ford', ar: 'فورد' } },
  { slug: 'honda', name: { en: 'Honda', ar: 'هوندا' } },
  { slug: 'mitsubishi', name: { en: 'Mitsubishi', ar: 'ميتسوبيشي' } },
  { slug: 'land-rover', name: { en: 'Land Rover', ar: 'لاند روفر' } },
  { slug: 'porsche', name: { en: 'Porsche', ar: 'بورشه' } },
]

export const CAR_TYPES: CarType[] = [
  { slug: 'sedan', name: { en: 'Sedan', ar: 'سيدان' } },
  { slug: 'suv', name: { en: 'SUV', ar: 'دفع رباعي' } },
  { slug: 'pickup', name: { en: 'Pickup', ar: 'بيك أب' } },
  { slug: 'hatchback', name: { en: 'Hatchback', ar: 'هاتشباك' } },
  { slug: 'coupe', name: { en: 'Coupe', ar: 'كوبيه' } },
  { slug: 'van', name: { en: 'Van', ar: 'فان' } },
]

export const CAR_COLORS: CarColor[] = [
  { name: { en: 'White', ar: 'أبيض' }, hex: '#F5F5F5' },
  { name: { en: 'Black', ar: 'أسود' }, hex: '#1F1F1F' },
  { name: { en: 'Silver', ar: 'فضي' }, hex: '#C0C0C0' },
  { name: { en: 'Grey', ar: 'رمادي' }, hex: '#808080' },
  { name: { en: 'Red', ar: 'أحمر' }, hex: '#C62828' },
  { name: { en: 'Blue', ar: 'أزرق' }, hex: '#1565C0' },
  { name: { en: 'Beige', ar: 'بيج' }, hex: '#D8C8A8' },
  { name: { en: 'Gold', ar: 'ذهبي' }, hex: '#C9A227' },
  { name: { en: 'Green', ar: 'أخضر' }, hex: '#2E7D32' },
  { name: { en: 'Brown', ar: 'بني' }, hex: '#6D4C41' },
]

export const carMakeIcon = (slug: string) => `/media/car/make/${slug}.svg`
export const carTypeIcon = (slug: string) => `/media/car/type/${slug}.svg`
