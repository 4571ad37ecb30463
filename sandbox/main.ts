// `npm run sandbox` / `npm start`: runs the sandbox until Ctrl-C, printing where everything is.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSandbox } from './server'
import { sandboxConfig } from './control'
import { DIST_DIR } from './static'
import fs from 'node:fs'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const value = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = path.resolve(root, value('data') ?? process.env.SANDBOX_DATA ?? '.data')
const port = Number(value('port') ?? process.env.PORT ?? 8080)

const sandbox = await createSandbox({
  port,
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
  dataDir,
  fresh: flag('fresh'),
  simulate: !flag('no-simulate'),
  currentOrders: true,
})

const config = sandboxConfig(sandbox.world)
const kw = config.accounts.filter((a) => !a.public)
const impersonation = sandbox.world.db.createAuthRequest('KW', sandbox.world.db.accountByEmail('staff@kw.demo')!.id, Date.now())
const line = '─'.repeat(72)
console.log(`\n${line}
  Store dashboard (sandbox)   ${sandbox.url}
${line}
  Sign in with (password ${kw[0]?.password}):
${kw.map((a) => `    ${a.email.padEnd(18)} ${a.country}  store ${a.store_id}  ${a.roles.includes('ROLE_STORE_MANAGER') ? 'manager' : 'staff'}  ${a.name}`).join('\n')}
  Impersonation link (single use):  ${sandbox.url}/impersonate/KW/${impersonation}
  Control API:  ${sandbox.url}/__sandbox/config (send X-Sandbox-Control: 1)   Data: ${dataDir}${flag('fresh') ? ' (fresh)' : ''}
  Live shift simulator: ${flag('no-simulate') ? 'off' : 'on'}${fs.existsSync(path.join(DIST_DIR, 'index.html')) ? '' : '\n  The dashboard is not built: run npm run build'}
${line}\n  Ctrl-C stops the sandbox; everything staff changed is kept in ${path.relative(root, dataDir) || dataDir}.\n`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    console.log('\nstopping the sandbox…')
    sandbox.close().then(
      () => process.exit(0),
      (e) => {
        console.error(e)
        process.exit(1)
      },
    )
  })
}
