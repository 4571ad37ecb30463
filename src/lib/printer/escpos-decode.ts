// Reads ESC/POS bytes back into what a printer would do with them: resets, raster images (each receipt's GS v 0
// chunks joined) and cuts. The tests compare the decoded bitmaps with the canvas they came from; docs' PNG of a
// receipt's raster is made from it too. Commands it does not know are reported, not skipped over.

export interface DecodedRaster {
  /** dots per line */
  width: number
  height: number
  /** one byte per dot: 1 black, 0 white */
  dots: Uint8Array
}

export interface DecodedJob {
  /** the command names in order, e.g. ['reset', 'raster', 'raster', 'feed', 'cut'] */
  commands: string[]
  /** one image per receipt: the raster chunks between two cuts, joined */
  images: DecodedRaster[]
  cuts: number
}

const ESC = 0x1b
const GS = 0x1d
const FS = 0x1c

export function decodeEscPos(bytes: Uint8Array): DecodedJob {
  const commands: string[] = []
  const images: DecodedRaster[] = []
  let current: { width: number; rows: Uint8Array[] } | null = null
  let cuts = 0
  const finishImage = () => {
    if (!current) return
    const height = current.rows.reduce((n, r) => n + r.length / current!.width, 0)
    const dots = new Uint8Array(current.width * height)
    let offset = 0
    for (const r of current.rows) {
      dots.set(r, offset)
      offset += r.length
    }
    images.push({ width: current.width, height, dots })
    current = null
  }
  let i = 0
  const at = (k: number) => {
    if (k >= bytes.length) throw new Error(`The job ends inside a command at byte ${i}`)
    return bytes[k]!
  }
  while (i < bytes.length) {
    const b = bytes[i]!
    if (b === ESC && at(i + 1) === 0x40) {
      commands.push('reset')
      i += 2
    } else if (b === ESC && at(i + 1) === 0x4d) {
      commands.push('font')
      i += 3
    } else if (b === FS && at(i + 1) === 0x2e) {
      commands.push('kanji-off')
      i += 2
    } else if (b === GS && at(i + 1) === 0x76 && at(i + 2) === 0x30) {
      const bytesPerLine = at(i + 4) | (at(i + 5) << 8)
      const rows = at(i + 6) | (at(i + 7) << 8)
      const width = bytesPerLine * 8
      const start = i + 8
      if (start + bytesPerLine * rows > bytes.length) throw new Error('A raster image runs past the end of the job')
      if (current && current.width !== width) finishImage()
      current ??= { width, rows: [] }
      const chunk = new Uint8Array(width * rows)
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < width; x++) {
          const byte = bytes[start + y * bytesPerLine + (x >> 3)]!
          chunk[y * width + x] = (byte >> (7 - (x & 7))) & 1
        }
      }
      current.rows.push(chunk)
      commands.push('raster')
      i = start + bytesPerLine * rows
    } else if (b === GS && at(i + 1) === 0x56) {
      finishImage()
      cuts++
      commands.push('cut')
      // GS V m, or GS V m n for the 'feed and cut' forms (m 65, 66)
      i += at(i + 2) >= 65 ? 4 : 3
    } else if (b === 0x0a || b === 0x0d) {
      if (commands[commands.length - 1] !== 'feed') commands.push('feed')
      i += 1
    } else {
      throw new Error(`Unknown byte 0x${b.toString(16)} at ${i}`)
    }
  }
  finishImage()
  return { commands, images, cuts }
}
