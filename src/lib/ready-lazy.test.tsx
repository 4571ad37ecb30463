import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { readyLazy } from './ready-lazy'

const Page = () => <p>the page</p>

/** Renders the lazy component and tells whether its Suspense fallback was ever committed */
async function mount(Component: React.ComponentType) {
  const fallbacks: string[] = []
  const Fallback = () => {
    fallbacks.push('shown')
    return <p>loading</p>
  }
  await act(async () => {
    render(
      <Suspense fallback={<Fallback />}>
        <Component />
      </Suspense>,
    )
  })
  await screen.findByText('the page')
  return fallbacks.length > 0
}

describe('readyLazy', () => {
  it('renders a preloaded module in the first commit, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }))
    const page = readyLazy(load)
    await page.preload()
    expect(await mount(page.Component)).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('suspends as React.lazy does when the module is not in yet, and loads it once', async () => {
    const load = vi.fn(() => new Promise<{ default: typeof Page }>((resolve) => setTimeout(() => resolve({ default: Page }), 20)))
    const page = readyLazy(load)
    const preloading = page.preload()
    expect(await mount(page.Component)).toBe(true)
    await preloading
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ default: Page })
    const page = readyLazy(load)
    await expect(page.preload()).rejects.toThrow('network')
    await page.preload()
    expect(load).toHaveBeenCalledTimes(2)
    expect(await mount(page.Component)).toBe(false)
  })
})
