/** Reads a file as a base64 data URL (the avatar upload body) */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'))
    reader.readAsDataURL(file)
  })
}
