// The report downloads on their own: an answer that lands after a sign-out. The page's tests cover the usual path.
import { describe, expect, it } from 'vitest'
import { api, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { captureDownloads } from '../../tests/setup/page'
import { signInAs } from '../../tests/setup/session'
import { downloadKey, downloadReport, reports } from './reports'
import { resetAllStores } from './reset'
import { toasts } from './toasts'

describe('a report download', () => {
  it('answered after a sign-out is not saved, and the next user’s download of it stays in progress', async () => {
    signInAs({ token: 'manager-1' })
    const files = captureDownloads()
    let arrive = () => undefined as void
    let release = () => undefined as void
    const reached = new Promise<void>((r) => (arrive = r))
    const open = new Promise<void>((r) => (release = r))
    server.use(
      api.get('/api/v1/report/store/daily', async () => {
        arrive()
        await open
        return new HttpResponse('Report\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }) as never
      }),
    )
    const pending = downloadReport('daily', '2026-11-21')
    await reached
    resetAllStores()
    signInAs({ token: 'next-user' })
    reports.downloading[downloadKey('daily', '2026-11-21')] = true
    release()
    expect(await pending).toBe(false)
    expect(files).toEqual([])
    expect(toasts.items).toEqual([])
    expect(reports.downloading).toEqual({ [downloadKey('daily', '2026-11-21')]: true })
  })
})
