// In CI a test gets one retry, and when the retry passes the reporter shows no error of the attempt that failed: each
// failed attempt's error is printed here, so the log of a passing gate still says what a flaky test did.
import { beforeEach } from 'vitest'

if (process.env.CI) {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(({ task }) => {
      const errors = (task.result?.errors ?? []).map((e) => e.stack ?? e.message).join('\n')
      console.error(`[failed attempt ${(task.result?.retryCount ?? 0) + 1}] ${task.file?.name ?? ''} > ${task.name}\n${errors}`)
    })
  })
}
