// React.lazy for a module that may already be in: once loaded (by preload() or an earlier render), the lazy's
// factory answers with a thenable that resolves at once, and React renders the component without suspending. A
// render that suspends commits its Suspense fallback, and React then holds the content's reveal until 300 ms after
// that fallback appeared; a start that preloads its page first shows the page in its first commit.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Module<T> = { default: T }

export type ReadyLazy<T extends ComponentType> = {
  Component: LazyExoticComponent<T>
  /** fetches the module (once); resolves when it is in */
  preload: () => Promise<Module<T>>
}

export function readyLazy<T extends ComponentType>(load: () => Promise<Module<T>>): ReadyLazy<T> {
  let loaded: Module<T> | null = null
  let loading: Promise<Module<T>> | null = null
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // a failed fetch (a network cut) is tried again by the next render or preload
        loading = null
        throw error
      },
    ))
  const answerAtOnce = (module: Module<T>) => ({ then: (resolve: (m: Module<T>) => void) => resolve(module) }) as unknown as Promise<Module<T>>
  return { Component: lazy(() => (loaded ? answerAtOnce(loaded) : preload())), preload }
}
