// Saves a fetched file: a Blob, an object URL and a temporary <a download> with the file name. The fetch itself
// goes through the API client, so it carries the bearer token like every other call.

/** How long the object URL outlives the click (some browsers read it after the click handler returns) */
const REVOKE_AFTER_MS = 10_000

/** Excel on Windows reads a csv without a UTF-8 byte order mark in the system's code page, garbling Arabic text */
const BOM = [0xef, 0xbb, 0xbf]

async function withBom(blob: Blob): Promise<Blob> {
  if (!/^text\/csv\b/i.test(blob.type)) return blob
  // the bytes, not the blob, go into the new one: a blob from fetch may be of another realm than this Blob
  const bytes = new Uint8Array(await blob.arrayBuffer())
  if (BOM.every((byte, i) => bytes[i] === byte)) return blob
  return new Blob([new Uint8Array(BOM), bytes], { type: blob.type })
}

export async function saveBlob(blob: Blob, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await withBom(blob))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
