// A full-screen alert that any tap answers: the whole screen is the target, with one big button for the keyboard.
// Its Headless UI dialog loads when it first opens (headless-dialogs.tsx).
import { lazy, Suspense } from 'react'
import type { TapAnywhereOverlayProps } from './headless-dialogs'
import { useFocusReturn } from './use-focus-return'
import { useOpenedOnce } from './use-opened-once'

const View = lazy(() => import('./headless-dialogs').then((m) => ({ default: m.TapAnywhereView })))

export function TapAnywhereOverlay(props: TapAnywhereOverlayProps) {
  const opened = useOpenedOnce(props.open)
  useFocusReturn(props.open)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}
