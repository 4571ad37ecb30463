import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { assumptions } from '../../scripts/assumptions.mjs'

describe('openapi/README.md', () => {
  it('lists every x-assumed place of the contract with its reason', () => {
    const readme = fs.readFileSync(new URL('../../openapi/README.md', import.meta.url), 'utf8')
    const section = readme.split('<!-- assumptions:start -->')[1]?.split('<!-- assumptions:end -->')[0] ?? ''
    const expected = (assumptions() as { where: string; reason: string }[]).map((a) => `- \`${a.where}\`: ${a.reason}`).join('\n')
    expect(section.trim()).toBe(expected.trim())
  })
})
