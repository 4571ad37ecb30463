// A dialog (Headless UI): a centred box or a side panel, focus trapped inside. Headless UI loads with the first one
// that opens (headless-dialogs.tsx), not with the page: nothing of it is fetched before the board paints.
import { lazy, Suspense } from 'react'
import type { DialogProps } from './headless-dialogs'
import { useFocusReturn } from './use-focus-return'
import { useOpenedOnce } from './use-opened-once'

const load = () => import('./headless-dialogs')
const View = lazy(() => load().then((m) => ({ default: m.DialogView })))

/** Fetches the dialogs' chunk ahead of a dialog that may open soon (a drawer with ask-first actions) */
export const preloadDialogs = () => void load().catch(() => undefined)

export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open)
  useFocusReturn(props.open)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}
