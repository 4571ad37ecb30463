// What the page tells the service worker (sw/sw.ts). At sign-out it asks the worker to drop the user's menu itself,
// so an answer still on its way to the worker cannot fill the cache again for the next user, and to forget the
// session. For its alerts, the dashboard's language and the signed-in store (src/app/worker-link.ts).
export type WorkerMessage =
  | { type: 'CLEAR_USER_DATA' }
  | { type: 'LOCALE'; locale: 'en' | 'ar' }
  | { type: 'SESSION'; store: { country: string; id: number } }

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/**
 * Posts to the dashboard's active worker once there is one (a first visit installs it after the page started). The
 * message is made then, so it says how things are when it is sent: a session that ended meanwhile is not told.
 */
export function tellWorker(message: () => WorkerMessage | null): void {
  if (!supported()) return
  void navigator.serviceWorker.ready
    .then((registration) => {
      const made = message()
      if (made) registration.active?.postMessage(made)
    })
    .catch(() => undefined)
}

export function askWorkerToClearUserData(): void {
  if (!supported()) return
  const controller = navigator.serviceWorker.controller
  // at once where it can: a page about to unload may not live to see `ready` settle
  if (controller) controller.postMessage({ type: 'CLEAR_USER_DATA' } satisfies WorkerMessage)
  else tellWorker(() => ({ type: 'CLEAR_USER_DATA' }))
}
