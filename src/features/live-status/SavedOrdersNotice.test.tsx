import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../../tests/factories/entities'
import { setLocale } from '../../lib/i18n/i18n'
import { setCachedSince } from '../../stores/connection'
import { storeState } from '../../stores/store'
import { SavedOrdersNotice } from './SavedOrdersNotice'

// 2026-11-25 06:05 UTC, 09:05 in Kuwait
const SAVED = Date.UTC(2026, 10, 25, 6, 5)

describe('SavedOrdersNotice', () => {
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

  it('goes when the latest orders arrive', () => {
    setCachedSince(SAVED)
    const { rerender } = render(<SavedOrdersNotice place="floating" />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    setCachedSince(null)
    rerender(<SavedOrdersNotice place="floating" />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
