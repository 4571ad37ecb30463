import { describe, expect, it } from 'vitest'
import { allowedScriptUrl } from './trusted-types'

describe('the Trusted Types default policy', () => {
  const origin = 'https://dashboard.example.com'

  it("lets the service worker's URL through", () => {
    expect(allowedScriptUrl('/sw.js', origin)).toBe('/sw.js')
    expect(allowedScriptUrl('https://dashboard.example.com/sw.js', origin)).toBe('https://dashboard.example.com/sw.js')
  })

  it('refuses any other script URL', () => {
    for (const input of ['/assets/evil.js', 'https://evil.example.com/sw.js', '/sw.js?x=1', 'javascript:alert(1)', 'data:text/javascript,1', '//evil.example.com/sw.js']) {
      expect(allowedScriptUrl(input, origin), input).toBeNull()
    }
  })
})
