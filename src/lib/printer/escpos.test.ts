// The encoder's bytes, read back by the decoder, give the very bitmap they were made from: at 80 mm (576 dots) and
// 58 mm (384), taller than one raster chunk, once per copy; the job starts with the printer reset and ends with a cut.
import { describe, expect, it } from 'vitest'
import { decodeEscPos } from './escpos-decode'
import { encodeRasterReceipt, type Bitmap } from './escpos'
import { dotsOf, toMonochrome } from './raster'

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i])

/** A receipt-like black-and-white bitmap: text-like strokes that differ on every line, a frame, a diagonal */
function pattern(width: number, height: number, seed = 7): Bitmap {
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  let s = seed
  const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const frame = x === 0 || y === 0 || x === width - 1 || y === height - 1
      const diagonal = Math.abs(x - ((y * width) / height)) < 1
      const ink = frame || diagonal || (y % 24 < 16 && rnd() < 0.3)
      if (ink) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    }
  }
  return { data, width, height }
}

describe('ESC/POS raster receipts', () => {
  for (const width of [576, 384]) {
    it(`decode back to the bitmap they came from (${width} dots, 600 lines: three raster chunks)`, () => {
      const image = pattern(width, 600)
      const bytes = encodeRasterReceipt(image)
      expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]) // ESC @
      expect([...bytes.subarray(bytes.length - 3)]).toEqual([0x1d, 0x56, 0x00]) // GS V 0
      const job = decodeEscPos(bytes)
      expect(job.commands.filter((c) => c === 'raster')).toHaveLength(3)
      expect(job.commands.at(-1)).toBe('cut')
      expect(job.images).toHaveLength(1)
      expect(job.images[0]!.width).toBe(width)
      expect(job.images[0]!.height).toBe(600)
      expect(same(job.images[0]!.dots, dotsOf(image))).toBe(true)
    })
  }

  it('prints one image and one cut per copy', () => {
    const image = pattern(576, 40)
    const job = decodeEscPos(encodeRasterReceipt(image, 3))
    expect(job.commands.filter((c) => c === 'reset')).toHaveLength(1)
    expect(job.cuts).toBe(3)
    expect(job.images).toHaveLength(3)
    for (const copy of job.images) expect(same(copy.dots, dotsOf(image))).toBe(true)
  })

  it('pads a height that is not a multiple of 8 with white lines', () => {
    const image = pattern(384, 21)
    const [decoded] = decodeEscPos(encodeRasterReceipt(image)).images
    expect(decoded!.height).toBe(24)
    expect(same(decoded!.dots.subarray(0, 384 * 21), dotsOf(image))).toBe(true)
    expect(decoded!.dots.subarray(384 * 21).every((d) => d === 0)).toBe(true)
  })

  it('refuses a width that is not whole bytes', () => {
    expect(() => encodeRasterReceipt(pattern(570, 8))).toThrow(/multiple of 8/)
  })

  it('the decoder refuses bytes it does not know rather than skipping them', () => {
    expect(() => decodeEscPos(new Uint8Array([0x1b, 0x40, 0x42]))).toThrow(/Unknown byte 0x42/)
  })
})

describe('black and white', () => {
  const px = (r: number, g: number, b: number, a = 255): Bitmap => ({ data: new Uint8ClampedArray([r, g, b, a]), width: 1, height: 1 })
  const ink = (image: Bitmap) => dotsOf(toMonochrome(image))[0]

  it('prints dark and anti-aliased dots, not light ones or transparent paper', () => {
    expect(ink(px(0, 0, 0))).toBe(1)
    expect(ink(px(120, 120, 120))).toBe(1) // an anti-aliased edge of a thin stroke
    expect(ink(px(200, 200, 200))).toBe(0)
    expect(ink(px(255, 255, 255))).toBe(0)
    expect(ink(px(0, 0, 0, 0))).toBe(0)
    expect(ink(px(0, 0, 0, 200))).toBe(1)
  })
})
