// The dashboard's files go gzipped to browsers that accept it, as a production host sends them.
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodeFor } from './static'

const script = Buffer.from('export const board = ' + JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, code: `A${i}` }))))

describe('static file encoding', () => {
  it('gzips a script for a browser that accepts gzip, and the bytes come back the same', () => {
    const out = encodeFor('gzip, deflate, br', '/dist/assets/index-abc.js', 1, script)
    expect(out.headers).toEqual({ vary: 'accept-encoding', 'content-encoding': 'gzip' })
    expect(out.body.length).toBeLessThan(script.length / 3)
    expect(zlib.gunzipSync(out.body).equals(script)).toBe(true)
  })

  it('sends the bytes as they are to a client without gzip, to images and to tiny files', () => {
    expect(encodeFor(undefined, '/dist/assets/index-abc.js', 1, script)).toEqual({ body: script, headers: { vary: 'accept-encoding' } })
    expect(encodeFor('br', '/dist/assets/index-abc.js', 1, script).headers).toEqual({ vary: 'accept-encoding' })
    const png = Buffer.alloc(4096, 7)
    expect(encodeFor('gzip', '/dist/icons/icon-192.png', 1, png)).toEqual({ body: png, headers: {} })
    const small = Buffer.from('{"name":"x"}')
    expect(encodeFor('gzip', '/dist/manifest.webmanifest', 1, small)).toEqual({ body: small, headers: {} })
  })

  it('compresses a file again when it changed', () => {
    const first = encodeFor('gzip', '/dist/index.html', 1, Buffer.from('<p>one</p>'.repeat(200)))
    const second = encodeFor('gzip', '/dist/index.html', 2, Buffer.from('<p>two</p>'.repeat(200)))
    expect(zlib.gunzipSync(second.body).toString()).toContain('two')
    expect(zlib.gunzipSync(first.body).toString()).toContain('one')
  })
})
