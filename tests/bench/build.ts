// The dashboard build a benchmark serves. Alone, a bench builds SANDBOX_DIST from this checkout when it is stale.
// Under `npm run bench` the runner has built every folder already (HEAD's, and a baseline's from another commit):
// BENCH_NO_BUILD then keeps a bench from rebuilding a baseline's folder out of this checkout's newer sources.
import fs from 'node:fs'
import path from 'node:path'

export async function prepareDist(): Promise<void> {
  const dist = path.resolve(process.env.SANDBOX_DIST ?? 'dist')
  if (process.env.BENCH_NO_BUILD) {
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`BENCH_NO_BUILD is set but ${dist} holds no build`)
    return
  }
  const { default: buildIfStale } = await import('../e2e/support/global-setup')
  buildIfStale()
}
