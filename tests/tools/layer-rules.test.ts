// The layer rules of .dependency-cruiser.cjs catch what they are for: one planted violation per rule, in a copy of
// the layout outside the repository, and the clean counterpart of each passes.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = path.resolve(import.meta.dirname, '../..')
let dir = ''

const PLANTED: Record<string, string> = {
  'src/domain/cycle-a.ts': "import { b } from './cycle-b'\nexport const a = () => b()\n",
  'src/domain/cycle-b.ts': "import { a } from './cycle-a'\nexport const b = (): unknown => a\n",
  'src/features/orders/owners.ts': [
    "import 'firebase/database'",
    "import 'idb'",
    "import 'openapi-fetch'",
    "import 'rosetta'",
    "import 'workbox-window'",
    "import 'virtual:pwa-register'",
    "import '@headlessui/react'",
    "import 'dayjs'",
    "import '../past-orders/filters'",
    "import '../../../sandbox/time'",
    "import './missing'",
  ].join('\n'),
  'src/features/orders/lazy.ts': "export const load = () => import('firebase/app')\n",
  'src/features/past-orders/filters.ts': 'export const filters = 1\n',
  'src/components/ui/Field.tsx': "import '../../stores/session'\nimport '../../lib/api/client'\nimport '../../features/orders/lazy'\n",
  'src/domain/rule.ts': "import 'react'\nimport '../stores/session'\nimport '../lib/config'\nimport type {} from '../lib/api/schema.gen'\n",
  'src/stores/session.ts': 'export {}\n',
  'src/lib/config.ts': 'export {}\n',
  'src/lib/api/client.ts': "import 'openapi-fetch'\nexport {}\n",
  'src/lib/api/schema.gen.ts': 'export {}\n',
  'src/lib/realtime/connection.ts': "export const load = () => import('firebase/database')\n",
  'src/lib/db/db.ts': "import 'idb'\n",
  'src/lib/i18n/i18n.ts': "import 'rosetta'\n",
  'src/lib/pwa/register.ts': "import 'virtual:pwa-register'\nimport 'workbox-window'\n",
  'src/components/ui/Dialog.tsx': "import '@headlessui/react'\n",
  'src/domain/dates.ts': "import 'dayjs'\n",
  'sandbox/time.ts': "import 'dayjs'\nexport {}\n",
  'tests/contract/uses-firebase.test.ts': "import 'firebase/database'\nimport 'openapi-fetch'\n",
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layer-rules-'))
  for (const [file, text] of Object.entries(PLANTED)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'))
  fs.copyFileSync(path.join(repo, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'))
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

type Violation = { rule: { name: string }; from: string; to: string }

function cruise(): Violation[] {
  const bin = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
  const args = [bin, 'src', 'sandbox', 'tests', '--config', path.join(repo, '.dependency-cruiser.cjs'), '--no-cache', '--output-type', 'json']
  let out: string
  try {
    out = execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    out = (error as { stdout: string }).stdout
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations
}

describe('dependency-cruiser layer rules', () => {
  it('fail on each planted violation and pass the owners, the sandbox and the tests', () => {
    const found = cruise().map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')}`)
    expect([...new Set(found)].sort()).toEqual(
      [
        'app-never-imports-sandbox: src/features/orders/owners.ts → sandbox/time.ts',
        'dayjs-in-domain-dates: src/features/orders/owners.ts → dayjs',
        'domain-is-pure: src/domain/rule.ts → react',
        'domain-is-pure: src/domain/rule.ts → src/lib/config.ts',
        'domain-is-pure: src/domain/rule.ts → src/stores/session.ts',
        'feature-keeps-to-itself: src/features/orders/owners.ts → src/features/past-orders/filters.ts',
        'firebase-in-lib-realtime: src/features/orders/lazy.ts → firebase',
        'firebase-in-lib-realtime: src/features/orders/owners.ts → firebase',
        'headless-ui-in-components-ui: src/features/orders/owners.ts → @headlessui/react',
        'idb-in-lib-db: src/features/orders/owners.ts → idb',
        'no-circular: src/domain/cycle-a.ts → src/domain/cycle-b.ts',
        'not-to-unresolvable: src/features/orders/owners.ts → ./missing',
        'openapi-fetch-in-lib-api: src/features/orders/owners.ts → openapi-fetch',
        'pwa-register-in-lib-pwa: src/features/orders/owners.ts → virtual:pwa-register',
        'rosetta-in-lib-i18n: src/features/orders/owners.ts → rosetta',
        'ui-imports-no-app-state: src/components/ui/Field.tsx → src/features/orders/lazy.ts',
        'ui-imports-no-app-state: src/components/ui/Field.tsx → src/lib/api/client.ts',
        'ui-imports-no-app-state: src/components/ui/Field.tsx → src/stores/session.ts',
        'workbox-window-in-lib-pwa: src/features/orders/owners.ts → workbox-window',
      ].sort(),
    )
  })
})
