// The /login route stays small: the entry chunk and the login page's static imports carry no Firebase code (the
// realtime layer must be reached only through lazily loaded signed-in modules), no texts of the signed-in pages and
// no Arabic (both load when needed).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Manifest } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
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

describe('the /login bundle', () => {
  it('has no Firebase code, no texts of the signed-in pages and no Arabic', async () => {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    })
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
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
