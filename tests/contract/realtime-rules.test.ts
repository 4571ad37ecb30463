// The realtime database's rules (realtime/database.rules.json) as the sandbox enforces them, through the same
// firebase SDK the browser uses: a store's tablet reads its own store only, nobody writes, and only custom tokens
// the backend signed are accepted.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth'
import { connectDatabaseEmulator, get, getDatabase, goOffline, ref, set } from 'firebase/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, control, DEMO, signIn, startSandbox, type TestSandbox } from '../support/sandbox'

let sb: TestSandbox
const apps: FirebaseApp[] = []
type Config = { countries: { KW: { realtime: { databaseURL: string; apiKey: string; projectId: string } } }; stores: { id: number; uuid: string }[] }
let config: Config

beforeAll(async () => {
  sb = await startSandbox()
  config = await control<Config>(sb, '/config')
})
afterAll(async () => {
  for (const app of apps) {
    goOffline(getDatabase(app))
    await deleteApp(app)
  }
  expect(sb.world.collected.violations).toEqual([])
  await sb.close()
})

function client() {
  const rt = config.countries.KW.realtime
  const app = initializeApp({ apiKey: rt.apiKey, projectId: rt.projectId, databaseURL: rt.databaseURL }, `rules-${apps.length}-${Date.now()}`)
  apps.push(app)
  const port = Number(new URL(sb.url).port)
  const auth = getAuth(app)
  connectAuthEmulator(auth, `http://127.0.0.1:${port}`, { disableWarnings: true })
  const db = getDatabase(app)
  connectDatabaseEmulator(db, '127.0.0.1', port)
  return { auth, db }
}

const uuidOf = (id: number) => config.stores.find((s) => s.id === id)!.uuid
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')

describe('realtime rules', () => {
  it('a tablet of store 101 reads store 101 and the maintenance settings, cannot read store 102, and writes nothing', async () => {
    const token = await signIn(sb, DEMO.kwStaff)
    const notifier = (await api(sb, 'kw', token).GET('/api/v1/discovery/store')).data!
    const { auth, db } = client()
    await signInWithCustomToken(auth, notifier.token)
    await control(sb, '/kw/stores/101/orders', {})
    await control(sb, '/kw/stores/102/orders', {})
    expect((await get(ref(db, `store/${uuidOf(101)}/active_orders`))).exists()).toBe(true)
    await get(ref(db, 'settings/maintenance'))
    await expect(get(ref(db, `store/${uuidOf(102)}/active_orders`))).rejects.toThrow(/permission/i)
    await expect(get(ref(db, `store/${uuidOf(102)}/object`))).rejects.toThrow(/permission/i)
    await expect(get(ref(db, 'store'))).rejects.toThrow(/permission/i)
    await expect(set(ref(db, `store/${uuidOf(101)}/object`), { event: 'order_new', payload: '{}' })).rejects.toThrow(/permission/i)
  })

  it('without signing in nothing is readable', async () => {
    const { db } = client()
    await expect(get(ref(db, `store/${uuidOf(101)}/active_orders`))).rejects.toThrow(/permission/i)
  })

  it('refuses a custom token it did not sign: unsigned, or re-signed with claims for another store', async () => {
    const token = await signIn(sb, DEMO.kwStaff)
    const real = (await api(sb, 'kw', token).GET('/api/v1/discovery/store')).data!.token
    const [head, body, sig] = real.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { claims: Record<string, unknown> }
    const forgedBody = b64({ ...claims, claims: { ...claims.claims, store_uuid: uuidOf(102), store_id: 102 } })
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${forgedBody}.`
    const swapped = `${head}.${forgedBody}.${sig}`
    for (const forged of [unsigned, swapped, 'not-a-token']) {
      const { auth } = client()
      await expect(signInWithCustomToken(auth, forged), forged.slice(0, 20)).rejects.toThrow(/invalid-custom-token|INVALID_CUSTOM_TOKEN/i)
    }
  })
})
