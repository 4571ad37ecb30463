// Draws a rendered element into a canvas at the printer's resolution, through an SVG foreignObject image (the
// browser lays the receipt out and shapes its Arabic exactly as on screen), and makes it black and white. The
// printer then prints what the browser drew: right to left, joined letters, any script the system fonts cover.
import type { Bitmap } from './escpos'

/** A dot is printed black when its lightness (over white paper) is below this: a little above the middle, so
 * thin strokes of small anti-aliased text keep their dots */
const INK_THRESHOLD = 160
const WHITE = 255

/** Black-and-white RGBA of `image`: transparent parts count as paper */
export function toMonochrome(image: Bitmap, threshold = INK_THRESHOLD): Bitmap {
  const { data, width, height } = image
  const out = new Uint8ClampedArray(data.length)
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / WHITE
    const luma = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!
    const onPaper = WHITE - alpha * (WHITE - luma)
    const v = onPaper < threshold ? 0 : WHITE
    out[i] = v
    out[i + 1] = v
    out[i + 2] = v
    out[i + 3] = WHITE
  }
  return { data: out, width, height }
}

/** One byte per dot, 1 for black: how the tests compare a bitmap with what a printer decoded */
export function dotsOf(image: Bitmap): Uint8Array {
  const dots = new Uint8Array(image.width * image.height)
  for (let p = 0; p < dots.length; p++) dots[p] = image.data[p * 4]! < 128 ? 1 : 0
  return dots
}

function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image()
  img.src = src
  return img.decode().then(() => img)
}

export interface Rasterised {
  /** the canvas as drawn, before black and white */
  drawn: Bitmap
  /** what the printer gets */
  bitmap: Bitmap
}

/**
 * `element` is on the page (laid out with `css`, which must be all the styles it needs: the SVG image sees no
 * other); it is drawn `dots` wide, its height scaled alike. `dots` is a multiple of 8 (whole bytes per line).
 */
export async function rasteriseElement(element: HTMLElement, css: string, dots: number): Promise<Rasterised> {
  const box = element.getBoundingClientRect()
  const cssWidth = box.width
  const cssHeight = Math.ceil(box.height)
  const height = Math.max(1, Math.ceil((cssHeight * dots) / cssWidth))
  const markup = new XMLSerializer().serializeToString(element)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dots}" height="${height}" viewBox="0 0 ${cssWidth} ${cssHeight}">` +
    `<foreignObject x="0" y="0" width="${cssWidth}" height="${cssHeight}">` +
    `<div xmlns="http://www.w3.org/1999/xhtml"><style><![CDATA[${css}]]></style>${markup}</div>` +
    `</foreignObject></svg>`
  const img = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
  const canvas = document.createElement('canvas')
  canvas.width = dots
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2d canvas')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, dots, height)
  context.drawImage(img, 0, 0, dots, height)
  const drawn = context.getImageData(0, 0, dots, height)
  const source: Bitmap = { data: drawn.data, width: drawn.width, height: drawn.height }
  return { drawn: source, bitmap: toMonochrome(source) }
}
