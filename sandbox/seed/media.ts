// Small deterministic pictures for every /media path the seed hands out (product photos as PNG, car icons and
// photos, selfies, avatars and brand logos as SVG), so the sandbox serves real images with no binary files in the repo.
import { CAR_MAKES, CAR_TYPES } from './cars'
import { PALETTE } from './palette'
import { productPhotoPng } from './product-photo'
import { hashString } from './rng'
import { BRANDS } from './stores'

export type Media = { contentType: string; body: string | Buffer }

const SVG = 'image/svg+xml'

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string)
}

const SKIN = ['#F1C27D', '#E0AC69', '#C68642', '#8D5524', '#FFDBAC']

const colorOf = (key: string, list = PALETTE) => list[hashString(key) % list.length] as string

function svg(w: number, h: number, body: string, title: string): Media {
  return {
    contentType: SVG,
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`,
  }
}

function product(id: string): Media {
  const bg = colorOf(`p${id}`)
  const accent = colorOf(`q${id}`)
  const variant = hashString(`v${id}`) % 3
  // three food-ish shapes on a plate so neighbouring products look different at a glance
  const food =
    variant === 0
      ? `<ellipse cx="100" cy="88" rx="52" ry="22" fill="#C98B4B"/><rect x="52" y="96" width="96" height="12" rx="6" fill="${accent}"/><ellipse cx="100" cy="118" rx="50" ry="14" fill="#B5763A"/>`
      : variant === 1
        ? `<rect x="70" y="60" width="60" height="80" rx="10" fill="${accent}"/><rect x="70" y="60" width="60" height="16" rx="6" fill="#ffffff" opacity="0.6"/>`
        : `<circle cx="84" cy="96" r="26" fill="${accent}"/><circle cx="118" cy="104" r="22" fill="#ffffff" opacity="0.7"/><circle cx="104" cy="80" r="16" fill="#8BC34A"/>`
  return svg(200, 200, `<rect width="200" height="200" fill="${bg}"/><circle cx="100" cy="100" r="78" fill="#ffffff" opacity="0.85"/>${food}`, `Product ${id}`)
}

function carMake(slug: string): Media {
  const make = CAR_MAKES.find((m) => m.slug === slug)
  const name = make?.name.en ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
  const size = name.length > 9 ? 11 : 14
  return svg(
    96,
    96,
    `<circle cx="48" cy="48" r="44" fill="#263238"/><circle cx="48" cy="48" r="38" fill="none" stroke="#B0BEC5" stroke-width="2"/>` +
      `<text x="48" y="53" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(name)}</text>`,
    name,
  )
}

const BODIES: Record<string, string> = {
  sedan: 'M10 60 L24 42 L50 34 L82 34 L104 46 L122 50 L124 64 L10 64 Z',
  suv: 'M10 62 L14 30 L90 28 L110 44 L124 48 L124 64 L10 64 Z',
  pickup: 'M10 62 L12 40 L60 40 L62 26 L90 26 L104 42 L124 44 L124 64 L10 64 Z',
  hatchback: 'M14 62 L20 38 L40 30 L80 30 L106 46 L122 50 L122 64 L14 64 Z',
  coupe: 'M10 62 L30 44 L60 34 L86 36 L108 48 L124 52 L124 64 L10 64 Z',
  van: 'M10 64 L10 24 L96 24 L118 42 L124 46 L124 64 Z',
}

function carShape(kind: string, color: string): string {
  const path = BODIES[kind] ?? BODIES.sedan
  return `<path d="${path}" fill="${color}" stroke="#37474F" stroke-width="2"/><circle cx="36" cy="66" r="9" fill="#263238"/><circle cx="98" cy="66" r="9" fill="#263238"/>`
}

function carType(slug: string): Media {
  const type = CAR_TYPES.find((t) => t.slug === slug)
  return svg(134, 80, carShape(slug, '#90A4AE'), type?.name.en ?? slug)
}

function carPhoto(customerId: string): Media {
  const kinds = Object.keys(BODIES)
  const kind = kinds[hashString(`k${customerId}`) % kinds.length] as string
  return svg(134, 80, `<rect width="134" height="80" fill="#ECEFF1"/><rect y="70" width="134" height="10" fill="#B0BEC5"/>${carShape(kind, colorOf(`car${customerId}`))}`, `Car of customer ${customerId}`)
}

function face(key: string, title: string, background: string): Media {
  const skin = colorOf(`s${key}`, SKIN)
  const hair = colorOf(`h${key}`, ['#212121', '#3E2723', '#5D4037', '#795548', '#424242'])
  const shirt = colorOf(`t${key}`)
  return svg(
    120,
    120,
    `<rect width="120" height="120" fill="${background}"/><path d="M20 120 Q60 78 100 120 Z" fill="${shirt}"/>` +
      `<circle cx="60" cy="52" r="24" fill="${skin}"/><path d="M36 48 Q60 18 84 48 Q72 36 60 36 Q48 36 36 48 Z" fill="${hair}"/>` +
      `<circle cx="51" cy="54" r="2.5" fill="#212121"/><circle cx="69" cy="54" r="2.5" fill="#212121"/><path d="M52 64 Q60 70 68 64" stroke="#212121" stroke-width="2" fill="none"/>`,
    title,
  )
}

function fakeAvatar(n: string): Media {
  const bg = colorOf(`fa${n}`)
  return svg(
    120,
    120,
    `<rect width="120" height="120" fill="${bg}"/><circle cx="60" cy="48" r="22" fill="#ffffff" opacity="0.9"/><path d="M22 112 Q60 66 98 112 Z" fill="#ffffff" opacity="0.9"/>`,
    `Avatar ${n}`,
  )
}

function brand(id: string): Media | null {
  const b = BRANDS[Number(id)]
  if (!b) return null
  const initials = b.en
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
  return svg(
    160,
    160,
    `<rect width="160" height="160" rx="32" fill="${b.color}"/>` +
      `<text x="80" y="98" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="56" fill="#ffffff">${escapeXml(initials)}</text>`,
    b.en,
  )
}

const ROUTES: [RegExp, (arg: string) => Media | null][] = [
  [/^\/media\/product\/([1-9][0-9]{0,9})\.png$/, (id) => ({ contentType: 'image/png', body: productPhotoPng(id) })],
  // what a database seeded before the photos were PNG still points at
  [/^\/media\/product\/([1-9][0-9]{0,9})\.svg$/, product],
  [/^\/media\/car\/make\/([a-z0-9][a-z0-9-]{0,40})\.svg$/, carMake],
  [/^\/media\/car\/type\/([a-z0-9][a-z0-9-]{0,40})\.svg$/, carType],
  [/^\/media\/car\/photo\/([1-9][0-9]{0,9})\.svg$/, carPhoto],
  [/^\/media\/selfie\/([0-9]{1,10})\.svg$/, (id) => face(`selfie${id}`, `Selfie of customer ${id}`, '#CFD8DC')],
  [/^\/media\/customer\/([0-9]{1,10})\.svg$/, (id) => face(`c${id}`, `Customer ${id}`, colorOf(`bg${id}`))],
  [/^\/media\/fake-avatar\/([1-9][0-9]{0,3})\.svg$/, fakeAvatar],
  [/^\/media\/brand\/([1-9][0-9]{0,9})\.svg$/, brand],
]

/** The picture at `pathname` (no query string), or null when nothing lives there */
export function renderMedia(pathname: string): Media | null {
  for (const [pattern, draw] of ROUTES) {
    const m = pattern.exec(pathname)
    if (m?.[1] !== undefined) return draw(m[1])
  }
  return null
}
