import { describe, expect, it, vi } from 'vitest'
import { ext, HttpResponse } from '../../tests/mocks/api'
import { server } from '../../tests/mocks/server'
import { setNavigator } from '../lib/navigation'
import { checkMaintenance, maintenance, watchMaintenanceFile } from './maintenance'

const answer = (status: number, body: unknown = null) =>
  server.use(ext.maintenance(() => (body === null ? new HttpResponse(null, { status }) : HttpResponse.json(body as never, { status }))))

describe('maintenance file check', () => {
  it('reads 404 and the service worker’s 204 alike: no file', async () => {
    for (const status of [404, 204]) {
      answer(status)
      expect(await checkMaintenance()).toBe('absent')
      expect(maintenance.file).toBeNull()
    }
  })

  it('a file with its messages is maintenance', async () => {
    answer(200, { message_english: 'Back soon', message_arabic: 'نعود قريبا' })
    expect(await checkMaintenance()).toBe('present')
    expect(maintenance.file).toEqual({ message_english: 'Back soon', message_arabic: 'نعود قريبا' })
  })

  it('the maintenance page stopped while its check is on the way moves no one and keeps the file as it was', async () => {
    let answerFile: (() => void) | null = null
    server.use(
      ext.maintenance(() => new Promise((resolve) => (answerFile = () => resolve(HttpResponse.json({ message_english: 'x', message_arabic: 'y' }))))),
    )
    const moves: string[] = []
    setNavigator((to) => moves.push(to))
    const before = maintenance.file
    const stop = watchMaintenanceFile()
    await vi.waitFor(() => expect(answerFile).not.toBeNull())
    stop()
    answerFile!()
    await new Promise((r) => setTimeout(r, 50))
    expect(moves).toEqual([])
    expect(maintenance.file).toBe(before)
  })

  it('a server error decides nothing', async () => {
    answer(200, { message_english: 'x', message_arabic: 'y' })
    await checkMaintenance()
    answer(500)
    expect(await checkMaintenance()).toBe('unknown')
    expect(maintenance.file).not.toBeNull()
  })
})
