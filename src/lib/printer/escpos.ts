// ESC/POS bytes of a receipt: the printer reset, the receipt as a raster image (GS v 0, in chunks the encoder
// sizes), paper fed past the cutter, and a cut; once per copy. The command set comes from
// @point-of-sale/receipt-printer-encoder (this file is its only importer). The image arrives already black and
// white (see raster.ts), so what the printer prints is exactly the bitmap it was given.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder'

/** RGBA pixels, as a canvas's ImageData holds them */
export interface Bitmap {
  width: number
  height: number
  data: Uint8ClampedArray
}

/** Lines fed before the cut, so the last printed line clears the cutter */
const FEED_BEFORE_CUT = 4
const LF = 0x0a
const CR = 0x0d

/** The bytes of `copies` receipts of `image` (its width a multiple of 8 dots: 576 for 80 mm, 384 for 58 mm) */
export function encodeRasterReceipt(image: Bitmap, copies = 1): Uint8Array {
  if (image.width % 8 !== 0) throw new Error(`A raster line is whole bytes: width ${image.width} is not a multiple of 8`)
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', imageMode: 'raster', feedBeforeCut: FEED_BEFORE_CUT, newline: '\n' })
  encoder.initialize()
  // a plain object: the encoder copies it as it is, where an ImageData of another realm would not be recognised
  const pixels = { data: image.data, width: image.width, height: image.height }
  for (let i = 0; i < copies; i++) encoder.image(pixels, image.width, image.height, 'threshold', 128).cut('full')
  const bytes = encoder.encode()
  // The encoder ends every line with a newline, the cut's line too; fed after the cut it would start the next
  // receipt with a blank line, so the job ends at its cut.
  let end = bytes.length
  while (end > 0 && (bytes[end - 1] === LF || bytes[end - 1] === CR)) end--
  return bytes.slice(0, end)
}
