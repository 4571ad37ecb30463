// Menus of the seeded stores and a synthetic large menu for benchmarks (thousands of products).
import { buildMenuFromSpec, nutrition } from './menu-build'
import type { MenuSpec } from './menu-build'
import { restaurantSpec } from './menu-restaurant'
import { supermarketSpec } from './menu-supermarket'
import { createRng, hashString } from './rng'
import { STORE_OLAYA, STORE_SALMIYA, STORE_SHUWAIKH } from './stores'
import type { SeedMenu } from './types'

export function buildMenus(): SeedMenu[] {
  return [
    buildMenuFromSpec(STORE_SALMIYA, restaurantSpec(STORE_SALMIYA)),
    buildMenuFromSpec(STORE_SHUWAIKH, restaurantSpec(STORE_SHUWAIKH)),
    buildMenuFromSpec(STORE_OLAYA, supermarketSpec()),
  ]
}

const ADJECTIVES = [
  ['Classic', 'كلاسيك'], ['Spicy', 'حار'], ['Smoky', 'مدخن'], ['Crispy', 'مقرمش'], ['Grilled', 'مشوي'],
  ['Golden', 'ذهبي'], ['Fresh', 'طازج'], ['Royal', 'ملكي'], ['Garden', 'الحديقة'], ['Double', 'دبل'],
] as const
const NOUNS = [
  ['Burger', 'برجر'], ['Wrap', 'راب'], ['Salad', 'سلطة'], ['Bowl', 'بول'], ['Sandwich', 'ساندويتش'],
  ['Pizza', 'بيتزا'], ['Shawarma', 'شاورما'], ['Juice', 'عصير'], ['Cake', 'كيك'], ['Soup', 'شوربة'],
] as const

/**
 * A big menu for benchmarks: `productCount` products in 20 nested categories sharing 30 modifiers.
 * Every kind of id (product, category, modifier, choice) starts at `startId`; pick a startId far above the
 * seeded ranges (e.g. 1_000_000) so nothing collides.
 */
export function buildLargeMenu(storeId: number, productCount: number, startId: number): SeedMenu {
  const rng = createRng(hashString(`large-menu:${storeId}:${productCount}:${startId}`))
  const spec: MenuSpec = { categories: [], modifiers: [], products: [] }
  for (let i = 0; i < 5; i++) {
    spec.categories.push({ key: `c${i}`, name: { en: `Section ${i + 1}`, ar: `القسم ${i + 1}` } })
    for (let j = 0; j < 3; j++) {
      spec.categories.push({
        key: `c${i}-${j}`,
        name: { en: `Section ${i + 1}.${j + 1}`, ar: `القسم ${i + 1}.${j + 1}` },
        parent: `c${i}`,
      })
    }
  }
  for (let m = 0; m < 30; m++) {
    spec.modifiers.push({
      key: `m${m}`,
      name: { en: `Option group ${m + 1}`, ar: `مجموعة الخيارات ${m + 1}` },
      min: m % 3 === 0 ? 0 : 1,
      choices: Array.from({ length: 5 }, (_, c) => ({
        name: { en: `Option ${m + 1}-${c + 1}`, ar: `خيار ${m + 1}-${c + 1}` },
        price: c === 0 ? 0 : c * 0.25,
        out: rng.chance(0.05),
      })),
    })
  }
  const leaves = spec.categories.filter((c) => c.parent !== undefined).map((c) => c.key)
  for (let p = 0; p < productCount; p++) {
    const [adjEn, adjAr] = rng.pick(ADJECTIVES)
    const [nounEn, nounAr] = rng.pick(NOUNS)
    spec.products.push({
      name: { en: `${adjEn} ${nounEn} ${p + 1}`, ar: `${nounAr} ${adjAr} ${p + 1}` },
      price: rng.int(2, 60) * 0.125,
      category: rng.pick(leaves),
      modifiers: rng.shuffle(spec.modifiers.map((m) => m.key)).slice(0, rng.int(0, 3)),
      out: rng.chance(0.08),
      nutrition: rng.chance(0.3) ? nutrition(rng.int(50, 900), rng.int(0, 90), rng.int(0, 60), rng.int(0, 50), rng.int(0, 12)) : undefined,
    })
  }
  return buildMenuFromSpec(storeId, spec, {
    category: startId - 1,
    modifier: startId - 1,
    product: startId - 1,
    choice: startId - 1,
  })
}
