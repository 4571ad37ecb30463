// The burger brand's menu (stores 101 and 102). Modifiers are shared between products on purpose: the
// dashboard's "Choices" pseudo-category and the min_choices rule only make sense when one choice feeds many products.
import type { MenuSpec, ProductSpec } from './menu-build'
import { nutrition } from './menu-build'

const t = (en: string, ar: string) => ({ en, ar })

const categories: MenuSpec['categories'] = [
  { key: 'burgers', name: t('Burgers', 'البرجر') },
  { key: 'beef', name: t('Beef Burgers', 'برجر لحم'), parent: 'burgers' },
  { key: 'chicken', name: t('Chicken Burgers', 'برجر دجاج'), parent: 'burgers' },
  { key: 'sides', name: t('Sides', 'الأطباق الجانبية') },
  { key: 'drinks', name: t('Drinks', 'المشروبات') },
  { key: 'hot', name: t('Hot Drinks', 'مشروبات ساخنة'), parent: 'drinks' },
  { key: 'cold', name: t('Cold Drinks', 'مشروبات باردة'), parent: 'drinks' },
  { key: 'desserts', name: t('Desserts', 'الحلويات') },
]

const modifiers: MenuSpec['modifiers'] = [
  {
    key: 'patty',
    name: t('Size', 'الحجم'),
    min: 1,
    choices: [
      { name: t('Single', 'عادي'), price: 0 },
      { name: t('Double', 'دبل'), price: 0.9 },
    ],
  },
  {
    key: 'sauce',
    name: t('Sauce', 'الصوص'),
    min: 1,
    choices: [
      { name: t('Lab Sauce', 'صوص لاب'), price: 0 },
      { name: t('Chipotle Mayo', 'مايونيز تشيبوتلي'), price: 0 },
      { name: t('Garlic Aioli', 'صوص الثوم'), price: 0 },
      { name: t('BBQ Sauce', 'صوص باربكيو'), price: 0 },
      { name: t('Honey Mustard', 'خردل بالعسل'), price: 0, out: true },
    ],
  },
  {
    key: 'extras',
    name: t('Extras', 'إضافات'),
    min: 0,
    choices: [
      { name: t('Cheddar Cheese', 'جبنة شيدر'), price: 0.25 },
      { name: t('Beef Bacon', 'بيكون لحم'), price: 0.4 },
      { name: t('Jalapeños', 'هالبينو'), price: 0.15 },
      { name: t('Caramelized Onions', 'بصل مكرمل'), price: 0.2 },
      { name: t('Avocado', 'أفوكادو'), price: 0.45, out: true },
      { name: t('Fried Egg', 'بيض مقلي'), price: 0.3 },
    ],
  },
  {
    key: 'sideSize',
    name: t('Size', 'الحجم'),
    min: 1,
    choices: [
      { name: t('Regular', 'عادي'), price: 0 },
      { name: t('Large', 'كبير'), price: 0.35 },
    ],
  },
  {
    key: 'drinkSize',
    name: t('Size', 'الحجم'),
    min: 1,
    choices: [
      { name: t('Small', 'صغير'), price: 0 },
      { name: t('Medium', 'وسط'), price: 0.15 },
      { name: t('Large', 'كبير'), price: 0.3 },
    ],
  },
  {
    key: 'milk',
    name: t('Milk', 'الحليب'),
    min: 1,
    choices: [
      { name: t('Full Fat Milk', 'حليب كامل الدسم'), price: 0 },
      { name: t('Skimmed Milk', 'حليب خالي الدسم'), price: 0 },
      { name: t('Oat Milk', 'حليب الشوفان'), price: 0.2 },
      { name: t('Almond Milk', 'حليب اللوز'), price: 0.2, out: true },
    ],
  },
  {
    key: 'dip',
    name: t('Dipping Sauce', 'صوص التغميس'),
    min: 0,
    choices: [
      { name: t('Ketchup', 'كاتشب'), price: 0 },
      { name: t('Ranch', 'رانش'), price: 0.1 },
      { name: t('Cheese Sauce', 'صوص الجبن'), price: 0.2 },
    ],
  },
]

const burger = ['patty', 'sauce', 'extras']

/** Products of the brand; `outIn` lists the stores where the item is sold out at seed time */
const products: (ProductSpec & { outIn?: number[] })[] = [
  { name: t('Classic Burger', 'برجر كلاسيك'), price: 1.75, category: 'beef', modifiers: burger, nutrition: nutrition(620, 42, 31, 34, 2) },
  { name: t('Cheeseburger', 'تشيز برجر'), price: 1.95, category: 'beef', modifiers: burger, nutrition: nutrition(710, 43, 36, 41, 2) },
  { name: t('Double Smash', 'دبل سماش'), price: 2.75, category: 'beef', modifiers: ['sauce', 'extras'], nutrition: nutrition(980, 44, 58, 62, 2) },
  { name: t('Truffle Mushroom Burger', 'برجر الفطر بالترافل'), price: 2.95, category: 'beef', modifiers: burger, outIn: [101] },
  { name: t('Smoky BBQ Burger', 'برجر باربكيو مدخن'), price: 2.5, category: 'beef', modifiers: burger },
  { name: t('Jalapeño Heat Burger', 'برجر الهالبينو الحار'), price: 2.25, category: 'beef', modifiers: burger, outIn: [102] },
  { name: t('Lab Special', 'لاب سبيشل'), price: 3.25, category: 'beef', modifiers: burger, nutrition: nutrition(1040, 51, 60, 66, 3) },
  { name: t('Crispy Chicken Burger', 'برجر دجاج مقرمش'), price: 1.85, category: 'chicken', modifiers: burger, nutrition: nutrition(640, 55, 29, 32, 3) },
  { name: t('Spicy Chicken Burger', 'برجر دجاج حار'), price: 1.95, category: 'chicken', modifiers: burger },
  { name: t('Grilled Chicken Burger', 'برجر دجاج مشوي'), price: 2.1, category: 'chicken', modifiers: ['sauce', 'extras'], nutrition: nutrition(480, 38, 35, 18, 4) },
  { name: t('Chicken Tenders (3 pcs)', 'تندر دجاج (٣ قطع)'), price: 1.65, category: 'chicken', modifiers: ['dip'] },
  { name: t('Fries', 'بطاطس مقلية'), price: 0.6, category: 'sides', modifiers: ['sideSize', 'dip'], nutrition: nutrition(320, 41, 4, 15, 4) },
  { name: t('Cheese Fries', 'بطاطس بالجبن'), price: 0.95, category: 'sides', modifiers: ['sideSize'] },
  { name: t('Sweet Potato Fries', 'بطاطا حلوة مقلية'), price: 0.85, category: 'sides', modifiers: ['sideSize', 'dip'], outIn: [101, 102] },
  { name: t('Onion Rings', 'حلقات البصل'), price: 0.75, category: 'sides', modifiers: ['sideSize', 'dip'] },
  { name: t('Loaded Fries', 'بطاطس محملة'), price: 1.35, category: 'sides', modifiers: ['sideSize'] },
  { name: t('Coleslaw', 'سلطة كول سلو'), price: 0.5, category: 'sides', loyalty: false },
  { name: t('Americano', 'أمريكانو'), price: 0.85, category: 'hot', modifiers: ['drinkSize'] },
  { name: t('Latte', 'لاتيه'), price: 1.1, category: 'hot', modifiers: ['drinkSize', 'milk'], nutrition: nutrition(190, 18, 10, 7, 0) },
  { name: t('Karak Tea', 'شاي كرك'), price: 0.35, category: 'hot', modifiers: ['milk'] },
  { name: t('Soft Drink', 'مشروب غازي'), price: 0.4, category: 'cold', modifiers: ['drinkSize'], loyalty: false },
  { name: t('Fresh Lemon Mint', 'ليمون بالنعناع'), price: 0.95, category: 'cold', modifiers: ['drinkSize'], outIn: [102] },
  { name: t('Mineral Water', 'مياه معدنية'), price: 0.2, category: 'cold', loyalty: false, nutrition: nutrition(0, 0, 0, 0, 0) },
  { name: t('Vanilla Milkshake', 'ميلك شيك فانيلا'), price: 1.25, category: 'cold', modifiers: ['drinkSize', 'milk'], nutrition: nutrition(560, 72, 12, 24, 0) },
  { name: t('Chocolate Brownie', 'براوني بالشوكولاتة'), price: 0.95, category: 'desserts', nutrition: nutrition(410, 52, 5, 21, 2) },
  { name: t('Lotus Cheesecake', 'تشيز كيك لوتس'), price: 1.45, category: 'desserts', outIn: [101] },
  { name: t('Soft Serve Cone', 'آيس كريم كون'), price: 0.35, category: 'desserts' },
]

export function restaurantSpec(storeId: number): MenuSpec {
  return {
    categories,
    modifiers,
    products: products.map(({ outIn, ...p }) => ({ ...p, out: outIn?.includes(storeId) ?? false })),
  }
}
