// Product photos as PNG, as a real backend hands out resized photos: raster images, which Chromium decodes off the
// main thread. As SVGs, each one was a small document rasterised on the main thread while it painted, and scrolling
// 2,000 of them on /menu measured that (slowest frame 154–169 ms with them, 57–62 ms without; tests/bench/menu.bench.ts).
import { PNG } from 'pngjs'
import { PALETTE } from './palette'
import { hashString } from './rng'

export const PRODUCT_PHOTO_SIZE = 160

type Rgb = [number, number, number]
/** a shape: whether it covers the point (x, y in 0..1), its colour and opacity */
type Shape = { covers: (x: number, y: number) => boolean; color: Rgb; alpha?: number }

const rgb = (hex: string): Rgb => [0, 2, 4].map((i) => parseInt(hex.slice(1 + i, 3 + i), 16)) as Rgb
const WHITE: Rgb = [255, 255, 255]

const ellipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
const rect = (x0: number, y0: number, w: number, h: number) => (x: number, y: number) => x >= x0 && x <= x0 + w && y >= y0 && y <= y0 + h

/** The same plate and three food-ish shapes as the SVG pictures, so neighbouring products look different at a glance */
function shapes(ground: Rgb, accent: Rgb, variant: number): Shape[] {
  const food: Shape[][] = [
    [
      { covers: ellipse(0.5, 0.44, 0.26, 0.11), color: rgb('#C98B4B') },
      { covers: rect(0.26, 0.48, 0.48, 0.06), color: accent },
      { covers: ellipse(0.5, 0.59, 0.25, 0.07), color: rgb('#B5763A') },
    ],
    [
      { covers: rect(0.35, 0.3, 0.3, 0.4), color: accent },
      { covers: rect(0.35, 0.3, 0.3, 0.08), color: WHITE, alpha: 0.6 },
    ],
    [
      { covers: ellipse(0.42, 0.48, 0.13, 0.13), color: accent },
      { covers: ellipse(0.59, 0.52, 0.11, 0.11), color: WHITE, alpha: 0.7 },
      { covers: ellipse(0.52, 0.4, 0.08, 0.08), color: rgb('#8BC34A') },
    ],
  ]
  return [{ covers: () => true, color: ground }, { covers: ellipse(0.5, 0.5, 0.39, 0.39), color: WHITE, alpha: 0.85 }, ...(food[variant] as Shape[])]
}

function draw(layers: Shape[]): Buffer {
  const size = PRODUCT_PHOTO_SIZE
  const png = new PNG({ width: size, height: size })
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / size
      const y = (py + 0.5) / size
      let [r, g, b] = [0, 0, 0]
      for (const { covers, color, alpha = 1 } of layers) {
        if (!covers(x, y)) continue
        r = r * (1 - alpha) + color[0] * alpha
        g = g * (1 - alpha) + color[1] * alpha
        b = b * (1 - alpha) + color[2] * alpha
      }
      png.data.set([Math.round(r), Math.round(g), Math.round(b), 255], (py * size + px) * 4)
    }
  }
  return PNG.sync.write(png, { deflateLevel: 6, filterType: 0 })
}

// 16 grounds × 16 accents × 3 foods: a product shares its picture with others of the same three, drawn once
// (about 3 ms each), so a bench scrolling 2,000 products does not load the sandbox's share of the CPU
const drawn = new Map<string, Buffer>()

export function productPhotoPng(id: string): Buffer {
  const key = [hashString(`p${id}`) % PALETTE.length, hashString(`q${id}`) % PALETTE.length, hashString(`v${id}`) % 3]
  const cached = drawn.get(key.join())
  if (cached) return cached
  const [ground, accent, variant] = key as [number, number, number]
  const photo = draw(shapes(rgb(PALETTE[ground] as string), rgb(PALETTE[accent] as string), variant))
  drawn.set(key.join(), photo)
  return photo
}
