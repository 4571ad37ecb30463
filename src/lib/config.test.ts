import { describe, expect, it } from 'vitest'
import { buildConfig, mediaUrl } from './config'

const sandboxLocation = { origin: 'http://localhost:5173', hostname: 'localhost', port: '5173', protocol: 'http:' }

describe('config', () => {
  it('defaults to the sandbox on the page origin', () => {
    const c = buildConfig({}, sandboxLocation)
    expect(c.sandbox).toBe(true)
    expect(c.emulator).toEqual({ host: 'localhost', port: 5173, authUrl: 'http://localhost:5173' })
    expect(c.countries.KW.apiBase).toBe('http://localhost:5173/kw')
    expect(c.countries.SA.apiBase).toBe('http://localhost:5173/sa')
    expect(c.countries.KW.loyaltyBase).toBe('http://localhost:5173/kw/loyalty')
    expect(c.countries.SA.firebase).toEqual({
      apiKey: 'sandbox-sa-key',
      projectId: 'sandbox-sa',
      databaseURL: 'https://sandbox-sa.firebaseio.com',
      authDomain: 'sandbox-sa.firebaseapp.com',
    })
    expect(c.countries.KW.publicAccount).toEqual({ username: 'public@kw.sandbox', password: 'Public@1234' })
    expect(c.maintenanceUrl).toBe('http://localhost:5173/maintenance.json')
    expect(c.ipLookupUrl).toBe('http://localhost:5173/__ext/ip/json')
    expect(c.mapsBase).toBe('http://localhost:5173/__ext/maps')
    expect(c.mapsToken).toBe('sandbox-maps-token')
    expect(c.mapTilesUrl).toBeNull()
    expect(c.analyticsBase).toBe('http://localhost:5173/__ext/analytics')
    expect(c.errorReporterBase).toBe('http://localhost:5173/__ext/errors')
    expect(c.release).toBe('1.4.16')
    expect(c.environment).toBe('production')
  })

  it('takes real hosts from the VITE_ variables and leaves sandbox mode', () => {
    const c = buildConfig(
      {
        VITE_KW_API_BASE: 'https://api.example.kw/',
        VITE_SA_API_BASE: 'https://api.example.sa',
        VITE_KW_FIREBASE_PROJECT_ID: 'prod-kw',
        VITE_MAPS_TOKEN: 'pk.real',
        VITE_MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        VITE_MAP_TILES_ATTRIBUTION: '© Example Maps',
      },
      { origin: 'https://dashboard.example.com', hostname: 'dashboard.example.com', port: '', protocol: 'https:' },
    )
    expect(c.sandbox).toBe(false)
    expect(c.countries.KW.apiBase).toBe('https://api.example.kw')
    expect(c.countries.SA.apiBase).toBe('https://api.example.sa')
    expect(c.countries.KW.firebase.projectId).toBe('prod-kw')
    expect(c.mapsToken).toBe('pk.real')
    expect(c.mapTilesUrl).toBe('https://tiles.example.com/{z}/{x}/{y}.png')
    expect(c.mapTilesAttribution).toBe('© Example Maps')
    expect(c.emulator.port).toBe(443)
  })

  it('VITE_SANDBOX forces the mode either way', () => {
    expect(buildConfig({ VITE_SANDBOX: 'false' }, sandboxLocation).sandbox).toBe(false)
    expect(buildConfig({ VITE_SANDBOX: 'true', VITE_KW_API_BASE: 'https://x' }, sandboxLocation).sandbox).toBe(true)
  })

  it('resolves root-relative media on the country API host', () => {
    expect(mediaUrl('/media/a.png', 'KW')).toBe(`${window.location.origin}/media/a.png`)
    expect(mediaUrl('https://cdn.example/a.png', 'KW')).toBe('https://cdn.example/a.png')
    expect(mediaUrl(null, 'KW')).toBeNull()
    expect(mediaUrl('javascript:window.__xss=1', 'KW')).toBeNull()
    expect(mediaUrl(' JavaScript:alert(1)', 'KW')).toBeNull()
    expect(mediaUrl('data:image/svg+xml,<svg onload=alert(1)>', 'KW')).toBeNull()
  })
})
