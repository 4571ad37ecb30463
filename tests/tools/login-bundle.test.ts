// The /login route stays small: the entry chunk and the login page's static imports carry no Firebase code (the
// realtime layer must be reached only through lazily loaded signed-in modules), no texts of the signed-in pages and
// no Arabic (both load when needed). The entry's code and the work screens' start are a chunk each
// (scripts/start-chunks.ts), and no page shown without the layout loads the second.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Manifest } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shellAr } from '../../src/lib/i18n/shell.ar'

const root = fileURLToPath(new URL('../../', import.meta.url))
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-bundle-'))

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

let manifest: Manifest

beforeAll(async () => {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  })
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}, 120_000)

describe('the /login bundle', () => {
  it('has no Firebase code, no texts of the signed-in pages and no Arabic', () => {
    expect(manifest['src/features/auth/LoginPage.tsx'], 'the login page is its own lazy chunk').toBeDefined()
    const files = [...staticClosure(manifest, ['index.html', 'src/features/auth/LoginPage.tsx'])].filter((f) => f.endsWith('.js'))
    expect(files.length).toBeGreaterThan(1)
    for (const file of files) {
      const code = fs.readFileSync(path.join(outDir, file), 'utf8')
      expect(/@firebase\/|firebase\/(app|database|auth)/.test(code), `${file} contains Firebase code`).toBe(false)
      expect(/["'](drawer|pastOrders|menu|reports|loyalty|overlays)\.\w/.test(code), `${file} contains page texts`).toBe(false)
      expect(code.includes(shellAr['login.title']), `${file} contains the Arabic texts`).toBe(false)
    }
  })
})

describe("the work screens' chunk", () => {
  const pages = (dir: string) => Object.keys(manifest).filter((key) => key.startsWith(dir) && key.endsWith('Page.tsx'))

  it('holds the layout, the live session and the board, and no page outside the layout loads it', () => {
    const boot = Object.keys(manifest).filter((key) => /^_boot-[\w-]+\.js$/.test(key))
    expect(boot, 'one chunk of the entry').toHaveLength(1)
    expect(manifest['index.html']!.imports, 'the entry imports it').toContain(boot[0])
    const work = Object.keys(manifest).filter((key) => /^_work-[\w-]+\.js$/.test(key))
    expect(work, 'one work chunk').toHaveLength(1)
    for (const key of ['src/app/layout/AppLayout.tsx', 'src/app/live/session.ts', 'src/features/orders/OrdersPage.tsx']) {
      expect(manifest[key], `${key} is in the work chunk, not a chunk of its own`).toBeUndefined()
    }
    const outside = [...pages('src/features/auth/'), ...pages('src/features/print/'), 'src/app/pages/MaintenancePage.tsx']
    expect(outside.length).toBeGreaterThan(5)
    for (const key of ['index.html', ...outside]) {
      expect([...staticClosure(manifest, [key])], `${key} loads the work chunk`).not.toContain(manifest[work[0]!]!.file)
    }
  })
})
