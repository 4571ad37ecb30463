// The e2e Chromium itself: the flags that keep the suite within CI's time must not drop what playwright-core sets.
import { chromium, type Browser } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { CHROMIUM, launch, PLAYWRIGHT_DISABLED_FEATURES } from './support/browser'

/** The browser's own command line (Chromium returns it only with --enable-automation) */
async function commandLine(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession()
  const { arguments: args } = (await cdp.send('Browser.getBrowserCommandLine' as never)) as { arguments: string[] }
  return args
}

/** The features of the last --disable-features, the only one Chromium reads */
const disabled = (args: string[]) => args.findLast((a) => a.startsWith('--disable-features='))?.split('=')[1]?.split(',') ?? []

describe('the Chromium the e2e tests drive', () => {
  const open: Browser[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.close()))
  })

  it("keeps every feature playwright-core disables, and loads no omnibox WebUI for a context's window", async () => {
    const plain = await chromium.launch({ executablePath: CHROMIUM, args: ['--enable-automation'] })
    open.push(plain)
    expect(disabled(await commandLine(plain)).sort()).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort())

    const ours = await launch(['--enable-automation'])
    open.push(ours)
    expect(disabled(await commandLine(ours))).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
    const context = await ours.newContext()
    await (await context.newPage()).goto('data:text/html,<p>a page</p>')
    const cdp = await ours.newBrowserCDPSession()
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] }
    expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([])
    expect(targetInfos.filter((t) => t.type === 'page')).toHaveLength(1)
  })
})
