// The service worker keeps the user's menu; at sign-out it is asked to drop it itself (sw/sw.ts), so an answer still
// on its way to the worker cannot fill the cache again for the next user.
export function askWorkerToClearUserData(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.controller?.postMessage({ type: 'CLEAR_USER_DATA' })
}
