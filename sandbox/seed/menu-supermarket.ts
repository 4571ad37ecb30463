// The supermarket's catalogue (store 201). Stock is tracked per product (stock_enabled), a few items are at 0
// so the "out of stock" filter and stock editing have something to show; modifiers are rare in groceries.
import type { MenuSpec, ProductSpec } from './menu-build'
import { nutrition } from './menu-build'

const t = (en: string, ar: string) => ({ en, ar })

const categories: MenuSpec['categories'] = [
  { key: 'fresh', name: t('Fruits & Vegetables', 'الفواكه والخضروات') },
  { key: 'dairy', name: t('Dairy & Eggs', 'الألبان والبيض') },
  { key: 'bakery', name: t('Bakery', 'المخبوزات') },
  { key: 'beverages', name: t('Beverages', 'المشروبات') },
  { key: 'water', name: t('Water', 'المياه'), parent: 'beverages' },
  { key: 'juice', name: t('Juice', 'العصائر'), parent: 'beverages' },
  { key: 'snacks', name: t('Snacks', 'الوجبات الخفيفة') },
]

const modifiers: MenuSpec['modifiers'] = [
  {
    key: 'slicing',
    name: t('Slicing', 'التقطيع'),
    min: 1,
    choices: [
      { name: t('Whole', 'كامل'), price: 0 },
      { name: t('Sliced', 'مقطع'), price: 0 },
    ],
  },
  {
    key: 'ripeness',
    name: t('Ripeness', 'درجة النضج'),
    min: 1,
    choices: [
      { name: t('Ready to eat', 'جاهز للأكل'), price: 0 },
      { name: t('For later this week', 'لوقت لاحق هذا الأسبوع'), price: 0 },
    ],
  },
  {
    key: 'gift',
    name: t('Gift Wrap', 'تغليف هدية'),
    min: 0,
    choices: [{ name: t('Gift box', 'علبة هدية'), price: 5, out: true }],
  },
]

const products: ProductSpec[] = [
  { name: t('Bananas 1 kg', 'موز ١ كغ'), price: 6.95, category: 'fresh', stock: 84, nutrition: nutrition(89, 23, 1.1, 0.3, 2.6) },
  { name: t('Red Apples 1 kg', 'تفاح أحمر ١ كغ'), price: 8.5, category: 'fresh', stock: 60, nutrition: nutrition(52, 14, 0.3, 0.2, 2.4) },
  { name: t('Tomatoes 1 kg', 'طماطم ١ كغ'), price: 4.25, category: 'fresh', stock: 120 },
  { name: t('Cucumbers 1 kg', 'خيار ١ كغ'), price: 5.5, category: 'fresh', stock: 45 },
  { name: t('Potatoes 2 kg', 'بطاطس ٢ كغ'), price: 7.95, category: 'fresh', stock: 38 },
  { name: t('Red Onions 1 kg', 'بصل أحمر ١ كغ'), price: 3.75, category: 'fresh', stock: 0 },
  { name: t('Lemons 500 g', 'ليمون ٥٠٠ غ'), price: 4.5, category: 'fresh', stock: 27 },
  { name: t('Avocados 2 pcs', 'أفوكادو حبتان'), price: 12.95, category: 'fresh', stock: 16, modifiers: ['ripeness'] },
  { name: t('Strawberries 250 g', 'فراولة ٢٥٠ غ'), price: 14.5, category: 'fresh', stock: 9 },
  { name: t('Sukkari Dates 1 kg', 'تمر سكري ١ كغ'), price: 39, category: 'fresh', stock: 22, modifiers: ['gift'], nutrition: nutrition(282, 75, 2.5, 0.4, 8) },
  { name: t('Baby Carrots 500 g', 'جزر صغير ٥٠٠ غ'), price: 6.25, category: 'fresh', stock: 31 },
  { name: t('Iceberg Lettuce', 'خس آيسبرغ'), price: 4.95, category: 'fresh', stock: 0 },
  { name: t('Fresh Milk Full Fat 1 L', 'حليب طازج كامل الدسم ١ لتر'), price: 6.5, category: 'dairy', stock: 96, nutrition: nutrition(62, 4.8, 3.2, 3.3, 0) },
  { name: t('Laban 1 L', 'لبن ١ لتر'), price: 5.75, category: 'dairy', stock: 70 },
  { name: t('Greek Yoghurt 500 g', 'زبادي يوناني ٥٠٠ غ'), price: 11.5, category: 'dairy', stock: 24, nutrition: nutrition(97, 3.6, 9, 5, 0) },
  { name: t('Large Eggs 30 pcs', 'بيض كبير ٣٠ حبة'), price: 24.95, category: 'dairy', stock: 40 },
  { name: t('Cheddar Slices 200 g', 'شرائح شيدر ٢٠٠ غ'), price: 9.95, category: 'dairy', stock: 33 },
  { name: t('Labneh 400 g', 'لبنة ٤٠٠ غ'), price: 10.5, category: 'dairy', stock: 0 },
  { name: t('Salted Butter 200 g', 'زبدة مملحة ٢٠٠ غ'), price: 13.25, category: 'dairy', stock: 18 },
  { name: t('Feta Cheese 500 g', 'جبنة فيتا ٥٠٠ غ'), price: 18.5, category: 'dairy', stock: 12 },
  { name: t('Arabic Bread 6 pcs', 'خبز عربي ٦ حبات'), price: 2.5, category: 'bakery', stock: 150 },
  { name: t('Samoon 4 pcs', 'صامولي ٤ حبات'), price: 3, category: 'bakery', stock: 64 },
  { name: t('Butter Croissants 4 pcs', 'كرواسون بالزبدة ٤ حبات'), price: 12, category: 'bakery', stock: 20, nutrition: nutrition(406, 45, 8, 21, 2.6) },
  { name: t('Whole Wheat Toast', 'خبز توست بالقمح الكامل'), price: 7.5, category: 'bakery', stock: 35, modifiers: ['slicing'] },
  { name: t('French Baguette', 'خبز باغيت فرنسي'), price: 4.75, category: 'bakery', stock: 14, modifiers: ['slicing'] },
  { name: t("Date Ma'amoul 12 pcs", 'معمول بالتمر ١٢ حبة'), price: 19.95, category: 'bakery', stock: 0, modifiers: ['gift'] },
  { name: t('Still Water 330 ml × 12', 'مياه ٣٣٠ مل × ١٢'), price: 9.5, category: 'water', stock: 110, nutrition: nutrition(0, 0, 0, 0, 0) },
  { name: t('Still Water 1.5 L × 6', 'مياه ١٫٥ لتر × ٦'), price: 11.25, category: 'water', stock: 72 },
  { name: t('Sparkling Water 500 ml', 'مياه غازية ٥٠٠ مل'), price: 4.5, category: 'water', stock: 48 },
  { name: t('Orange Juice 1 L', 'عصير برتقال ١ لتر'), price: 8.95, category: 'juice', stock: 55, nutrition: nutrition(45, 10.4, 0.7, 0.2, 0.2) },
  { name: t('Mango Juice 1 L', 'عصير مانجو ١ لتر'), price: 8.95, category: 'juice', stock: 41 },
  { name: t('Apple Juice 1 L', 'عصير تفاح ١ لتر'), price: 7.95, category: 'juice', stock: 0 },
  { name: t('Pomegranate Juice 1 L', 'عصير رمان ١ لتر'), price: 16.5, category: 'juice', stock: 11 },
  { name: t('Potato Chips Salted 165 g', 'رقائق بطاطس مملحة ١٦٥ غ'), price: 8.25, category: 'snacks', stock: 67, nutrition: nutrition(536, 53, 7, 35, 4.4) },
  { name: t('Mixed Nuts 400 g', 'مكسرات مشكلة ٤٠٠ غ'), price: 29.95, category: 'snacks', stock: 25, nutrition: nutrition(607, 21, 20, 54, 7) },
  { name: t('Dark Chocolate 100 g', 'شوكولاتة داكنة ١٠٠ غ'), price: 9.75, category: 'snacks', stock: 58, nutrition: nutrition(598, 46, 7.8, 43, 11) },
  { name: t('Microwave Popcorn 3 × 85 g', 'فشار ميكروويف ٣ × ٨٥ غ'), price: 10.5, category: 'snacks', stock: 30 },
  { name: t('Oat Granola Bars 6 pcs', 'ألواح جرانولا بالشوفان ٦ حبات'), price: 13.95, category: 'snacks', stock: 19, nutrition: nutrition(471, 64, 10, 20, 6) },
  { name: t('Salted Crackers 200 g', 'بسكويت مملح ٢٠٠ غ'), price: 5.5, category: 'snacks', stock: 44 },
  { name: t('Roasted Pistachios 250 g', 'فستق محمص ٢٥٠ غ'), price: 24.5, category: 'snacks', stock: 7 },
  { name: t('Hummus Chips 150 g', 'رقائق الحمص ١٥٠ غ'), price: 7.25, category: 'snacks', stock: 0 },
]

export function supermarketSpec(): MenuSpec {
  return { categories, modifiers, products }
}
