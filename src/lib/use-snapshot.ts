// valtio's useSnapshot (valtio/react), with one change: a store written while React renders in slices (a transition,
// such as the first render of a work screen) makes React throw the render away and do it again in one task only when
// the write changed something this component read.
//
// React asks the hook for the store's value again once a render in slices is done, and starts over, synchronously,
// when the answer differs from the value rendered. valtio answers with its last *committed* snapshot when nothing
// read has changed since, and with a new snapshot otherwise; before the first commit (a mount) it has none, so any
// write to the store during a mount, read or not, forced the whole tree to render again in one long task. Here the
// comparison is with the snapshot this render used.
import { createProxy, isChanged } from 'proxy-compare'
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import { snapshot, subscribe, type Snapshot } from 'valtio'

const targetCache = new WeakMap<object, unknown>()

export function useSnapshot<T extends object>(proxyObject: T, options?: { sync?: boolean }): Snapshot<T> {
  const notifyInSync = options?.sync
  // what this component reads of each snapshot, recorded by the tracking proxy as it renders; anew for another store
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const affected = useMemo(() => new WeakMap<object, unknown>(), [proxyObject])
  const rendered = useRef<Snapshot<T> | undefined>(undefined)
  let inRender = true
  const current = useSyncExternalStore(
    useCallback(
      (callback: () => void) => {
        const unsubscribe = subscribe(proxyObject, callback, notifyInSync)
        callback()
        return unsubscribe
      },
      [proxyObject, notifyInSync],
    ),
    () => {
      const next = snapshot(proxyObject)
      const last = rendered.current
      try {
        if (!inRender && last && !isChanged(last, next, affected, new WeakMap())) return last
      } catch {
        // a snapshot proxy-compare cannot walk: treat it as changed
      }
      return next
    },
    () => snapshot(proxyObject),
  )
  inRender = false
  // Written in render on purpose: React's check after a render in slices runs before any effect of that render.
  rendered.current = current
  const proxyCache = useMemo(() => new WeakMap<object, unknown>(), [])
  return createProxy(current, affected, proxyCache, targetCache)
}
