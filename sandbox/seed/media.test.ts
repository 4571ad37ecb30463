import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { buildSeed } from './index'
import { escapeXml, renderMedia } from './media'

describe('renderMedia', () => {
  it('draws every picture path the seed hands out', () => {
    const seed = buildSeed(new Date('2025-06-15T09:20:00Z'), { currentOrders: true })
    const paths = new Set<string>()
    for (const s of seed.stores) if (s.store.brand.photo) paths.add(s.store.brand.photo)
    for (const m of seed.menus) for (const p of m.products) if (p.photo) paths.add(p.photo)
    for (const { order } of seed.orders.slice(-400)) {
      const pics = [order.user.avatar?.mini, order.user.fake_avatar, order.selfie?.mini, order.car?.make.icon, order.car?.type.icon, order.car?.photo?.big, order.store.brand.photo]
      for (const p of pics) if (p) paths.add(p)
    }
    const kinds = new Set([...paths].map((p) => p.split('/')[2]))
    expect([...kinds].sort()).toEqual(['brand', 'car', 'customer', 'fake-avatar', 'product', 'selfie'])
    for (const p of paths) {
      const media = renderMedia(p)
      expect(media, p).not.toBeNull()
      if (p.startsWith('/media/product/')) {
        expect(media?.contentType).toBe('image/png')
        expect(Buffer.isBuffer(media?.body)).toBe(true)
      } else {
        expect(media?.contentType).toBe('image/svg+xml')
        expect(media?.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
      }
      expect(renderMedia(p)?.body).toEqual(media?.body)
    }
  })

  it('returns null for anything else', () => {
    for (const p of ['/media/product/abc.svg', '/media/product/abc.png', '/media/product/1.gif', '/media/brand/999.svg', '/media/../etc/passwd', '/media/car/make/<x>.svg', '/other', '/media/selfie/1.svg/x']) {
      expect(renderMedia(p), p).toBeNull()
    }
  })

  it('escapes text and gives different products different pictures', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
    expect(renderMedia('/media/product/101001.svg')?.body).not.toBe(renderMedia('/media/product/101002.svg')?.body)
    expect(renderMedia('/media/product/101001.png')?.body).not.toEqual(renderMedia('/media/product/101002.png')?.body)
    expect(renderMedia('/media/brand/11.svg')?.body).toContain('>PL</text>')
    expect(renderMedia('/media/car/make/land-rover.svg')?.body).toContain('Land Rover')
  })

  it('draws product photos as real PNGs: a coloured ground, a plate and the food on it', () => {
    const photo = PNG.sync.read(renderMedia('/media/product/101001.png')?.body as Buffer)
    expect([photo.width, photo.height]).toEqual([160, 160])
    const at = (x: number, y: number) => [...photo.data.subarray((y * 160 + x) * 4, (y * 160 + x) * 4 + 4)]
    const corner = at(2, 2)
    const plateEdge = at(80, 20)
    expect(corner[3]).toBe(255)
    expect(plateEdge).not.toEqual(corner)
    // the plate is mostly white over the ground
    expect(Math.min(...plateEdge.slice(0, 3))).toBeGreaterThan(200)
  })
})
