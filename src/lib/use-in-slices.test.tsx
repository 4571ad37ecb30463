import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useInSlices } from './use-in-slices'

describe('useInSlices', () => {
  it('mounts the first slice at once and the rest a slice after each paint, then stays whole', async () => {
    const seen: number[] = []
    const { result, rerender } = renderHook(({ total }) => {
      const n = useInSlices(total, 4, 3)
      seen.push(n)
      return n
    }, { initialProps: { total: 10 } })
    expect(seen[0]).toBe(4)
    await waitFor(() => expect(result.current).toBe(10))
    // every slice showed on its way: 4, 7, 10
    expect([...new Set(seen)]).toEqual([4, 7, 10])
    rerender({ total: 25 })
    expect(result.current).toBe(25)
  })

  it('waits for a list that is still empty, and slices it when it comes', async () => {
    const { result, rerender } = renderHook(({ total }) => useInSlices(total, 2, 2), { initialProps: { total: 0 } })
    expect(result.current).toBe(2)
    rerender({ total: 5 })
    expect(result.current).toBe(2)
    await waitFor(() => expect(result.current).toBe(5))
  })

  it('with no first slice, mounts nothing until a paint, then a slice after each paint', async () => {
    const seen: number[] = []
    const { result } = renderHook(() => {
      const n = useInSlices(10, 0, 4)
      seen.push(n)
      return n
    })
    expect(result.current).toBe(0)
    await waitFor(() => expect(result.current).toBe(10))
    expect([...new Set(seen)]).toEqual([0, 4, 8, 10])
  })
})
