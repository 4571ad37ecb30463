// Saves a fetched file: a Blob, an object URL and a temporary <a download> with the file name. The fetch itself
// goes through the API client, so it carries the bearer token like every other call.

/** How long the object URL outlives the click (some browsers read it after the click handler returns) */
const REVOKE_AFTER_MS = 10_000

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
