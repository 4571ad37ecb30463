// A component test that replaces a module with vi.mock needs a module graph of its own: in the shared one, another
// file may have loaded the real module first, and the test sees it instead (on CI's order, not on a lone run). So
// every such file must be in vitest.config.ts's MOCKING list.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { MOCKING } from '../../vitest.config'

describe("vitest.config.ts's MOCKING list", () => {
  it('holds every component test that calls vi.mock', () => {
    const files = execFileSync('git', ['grep', '-l', 'vi\\.mock(', '--', 'src/*.test.ts', 'src/*.test.tsx'], { encoding: 'utf8' }).trim().split('\n')
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((f) => !MOCKING.includes(f))).toEqual([])
  })
})
