// A full-screen alert that any tap answers: the whole screen is the target, with one big button for the keyboard.
// Its Headless UI dialog loads when it first opens (headless-dialogs.tsx).
import { lazy, Suspense, useState } from 'react'
import type { TapAnywhereOverlayProps } from './headless-dialogs'
import { useFocusReturn } from './use-focus-return'

const View = lazy(() => import('./headless-dialogs').then((m) => ({ default: m.TapAnywhereView })))

export function TapAnywhereOverlay(props: TapAnywhereOverlayProps) {
  // mounted from its first opening on, so Headless UI itself closes it and gives the focus back, as before
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  useFocusReturn(props.open)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}
