// Holds an msw answer until the test lets it go, to land it after something else happened (a sign-out, a newer call).

/** The handler calls `arrive()` then awaits `open`; the test awaits `reached`, then calls `release()` */
export function answerGate() {
  let release = () => undefined as void
  let arrived = () => undefined as void
  const open = new Promise<void>((r) => (release = r))
  const reached = new Promise<void>((r) => (arrived = r))
  return { open, reached, release: () => release(), arrive: () => arrived() }
}
