import { describe, expect, it } from 'vitest'
import { captureDownloads } from '../../tests/setup/page'
import { saveBlob } from './download'

const BOM = [0xef, 0xbb, 0xbf]
const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())]

describe('saveBlob', () => {
  it('starts a csv with the UTF-8 byte order mark (Excel reads Arabic text right), once', async () => {
    const files = captureDownloads()
    const text = 'Date,Product\r\n2026-11-21,برجر دجاج\r\n'
    await saveBlob(new Blob([text], { type: 'text/csv; charset=utf-8' }), 'items.csv')
    await saveBlob(new Blob([new Uint8Array(BOM), text], { type: 'text/csv' }), 'again.csv')
    const encoded = [...new TextEncoder().encode(text)]
    expect(files.map((f) => f.name)).toEqual(['items.csv', 'again.csv'])
    expect(await bytes(files[0]!.blob)).toEqual([...BOM, ...encoded])
    expect(await bytes(files[1]!.blob)).toEqual([...BOM, ...encoded])
    expect(files[0]!.blob.type).toBe('text/csv; charset=utf-8')
  })

  it('leaves other files as they are', async () => {
    const files = captureDownloads()
    await saveBlob(new Blob(['{"a":1}'], { type: 'application/json' }), 'a.json')
    expect(await bytes(files[0]!.blob)).toEqual([...new TextEncoder().encode('{"a":1}')])
  })
})
