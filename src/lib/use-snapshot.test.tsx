import { act, render } from '@testing-library/react'
import { startTransition } from 'react'
import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { useSnapshot } from './use-snapshot'

type State = { shown: number; other: number }

/**
 * Mounts, in a transition (a render React may do in slices), a reader of `state.shown` and after it a component that
 * writes the store as it renders: the write lands after the reader rendered and before React's check at the end of
 * the render. Returns the reader's renders and what it shows.
 */
async function mountWhileWriting(write: (state: State) => void) {
  const state = proxy<State>({ shown: 1, other: 1 })
  let renders = 0
  let written = false
  function Reader() {
    const snap = useSnapshot(state)
    renders++
    return <p>{snap.shown}</p>
  }
  function Writer() {
    if (!written) {
      written = true
      write(state)
    }
    return null
  }
  let view: ReturnType<typeof render> | undefined
  await act(async () => {
    startTransition(() => {
      view = render(
        <>
          <Reader />
          <Writer />
        </>,
      )
    })
  })
  return { renders, shown: view!.container.textContent }
}

describe('useSnapshot', () => {
  it('keeps a render in slices when the store changes in what the component did not read', async () => {
    const { renders, shown } = await mountWhileWriting((s) => (s.other = 2))
    expect(shown).toBe('1')
    // valtio's own hook throws such a render away and renders the whole tree again, in one task
    expect(renders).toBe(1)
  })

  it('renders again when the store changes in what the component read, and shows the new value', async () => {
    const { renders, shown } = await mountWhileWriting((s) => (s.shown = 2))
    expect(shown).toBe('2')
    expect(renders).toBe(2)
  })

  it('renders again after the commit on a change it read, and not on one it did not', async () => {
    const state = proxy<State>({ shown: 1, other: 1 })
    let renders = 0
    function Reader() {
      const snap = useSnapshot(state)
      renders++
      return <p>{snap.shown}</p>
    }
    const { container } = render(<Reader />)
    expect(container.textContent).toBe('1')
    const before = renders
    await act(async () => {
      state.other = 5
    })
    expect(renders).toBe(before)
    await act(async () => {
      state.shown = 3
    })
    expect(container.textContent).toBe('3')
  })
})
