// The production Content Security Policy names the hosts of the build's configuration
import { describe, expect, it } from 'vitest'
import { policyHosts } from '../../deploy/render-nginx'

describe('policyHosts', () => {
  it("lets pictures load from each country's API origin, where mediaUrl points root-relative paths", () => {
    const hosts = policyHosts({ VITE_KW_API_BASE: 'https://api.kw.example/api', VITE_SA_API_BASE: 'https://api.sa.example', VITE_MAP_TILES_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' })
    expect(hosts.img).toEqual(['https://api.kw.example', 'https://api.sa.example', 'https://a.tiles.example'])
    expect(hosts.connect).toContain('https://api.kw.example')
  })

  it('names no host in sandbox mode', () => {
    expect(policyHosts({})).toEqual({ connect: [], img: [] })
  })
})
