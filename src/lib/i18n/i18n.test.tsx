import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage, initLanguage } from '../../stores/ui'
import { ar } from './ar'
import { en } from './en'
import { t, useI18n } from './i18n'

function Probe() {
  const { t: translate, locale, dir } = useI18n()
  return (
    <p>
      {translate('errorFallback.retry')} {locale} {dir}
    </p>
  )
}

describe('i18n', () => {
  it('has the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
  })

  it('translates flat keys with dots and fills placeholders', () => {
    expect(t('status.busyMinutes', { n: 15 })).toBe('Busy 15 min')
    expect(t('collection.dt')).toBe('Drive-Thru')
    expect(t('status.busyMinutes', { n: 15 }, 'ar')).toBe('مشغول 15 دقيقة')
  })

  it('switching to Arabic sets dir="rtl" and lang="ar" on <html>, re-renders and is remembered', async () => {
    render(<Probe />)
    expect(screen.getByText('Try Again en ltr')).toBeInTheDocument()
    await act(() => changeLanguage('ar'))
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(screen.getByText(`${ar['errorFallback.retry']} ar rtl`)).toBeInTheDocument()
    expect(localStorage.getItem('locale')).toBe('ar')
    await act(() => changeLanguage('en'))
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })

  it('starts in the remembered language', async () => {
    localStorage.setItem('locale', 'ar')
    await initLanguage()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(t('errorFallback.title')).toBe(ar['errorFallback.title'])
  })
})
