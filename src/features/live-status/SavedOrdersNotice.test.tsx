import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { setLocale } from '../../lib/i18n/i18n'
import { setCachedSince } from '../../stores/connection'
import { storeState } from '../../stores/store'
import { SavedOrdersNotice } from './SavedOrdersNotice'

// 2026-11-25 06:05 UTC, 09:05 in Kuwait
const SAVED = Date.UTC(2026, 10, 25, 6, 5)

describe('SavedOrdersNotice', () => {
  // an hour after the save, the same day
  beforeEach(() => vi.useFakeTimers({ now: SAVED + 3_600_000, toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('says nothing while the board shows fresh orders', () => {
    render(<SavedOrdersNotice place="floating" />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('gives the time of the save in the store’s time, as the board gives its times', () => {
    storeState.store = makeStore({ timezone: 'Asia/Kuwait' })
    setCachedSince(SAVED)
    render(<SavedOrdersNotice place="floating" />)
    expect(screen.getByRole('status')).toHaveTextContent('Showing the orders saved on this device at 09:05 AM until the latest arrive.')
  })

  it('reads in Arabic, with the Arabic day period', () => {
    setLocale('ar')
    storeState.store = makeStore({ timezone: 'Asia/Kuwait' })
    setCachedSince(SAVED)
    render(<SavedOrdersNotice place="header" />)
    expect(screen.getByRole('status')).toHaveTextContent('نعرض الطلبات المحفوظة على هذا الجهاز في 09:05 ص حتى تصل أحدث الطلبات.')
  })

  it('gives the day too when the board was saved on an earlier day', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 27, 6, 0))
    storeState.store = makeStore({ timezone: 'Asia/Kuwait' })
    setCachedSince(SAVED)
    render(<SavedOrdersNotice place="floating" />)
    expect(screen.getByRole('status')).toHaveTextContent('Showing the orders saved on this device at 25/11/2026 09:05 AM until the latest arrive.')
  })

  it('goes when the latest orders arrive', () => {
    setCachedSince(SAVED)
    const { rerender } = render(<SavedOrdersNotice place="floating" />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    setCachedSince(null)
    rerender(<SavedOrdersNotice place="floating" />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
