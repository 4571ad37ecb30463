// The e2e tests serve dist/: build it when it is missing or older than the sources.
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

const root = path.resolve(import.meta.dirname, '../../..')

function newest(dir: string): number {
  let t = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)
  }
  return t
}

export default function setup() {
  // SANDBOX_DIST (read by sandbox/static.ts too) gives a parallel run its own build folder.
  const outDir = process.env.SANDBOX_DIST ? path.resolve(process.env.SANDBOX_DIST) : path.join(root, 'dist')
  const index = path.join(outDir, 'index.html')
  const sources = Math.max(
    newest(path.join(root, 'src')),
    newest(path.join(root, 'sw')),
    newest(path.join(root, 'public')),
    ...['index.html', 'vite.config.ts', 'tests/e2e/support/global-setup.ts'].map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  )
  if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sources) {
    console.log('[e2e] building the dashboard…')
    // Vitest sets NODE_ENV=test, and vite build then bundles React's development build (jsxDEV, StrictMode's
    // double effects): the tests must run what ships, so the build gets NODE_ENV=production.
    execFileSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
}
