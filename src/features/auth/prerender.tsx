// The sign-in page as HTML, rendered by the build (vite.config.ts) in each language, with and without the country
// field, from the same components and i18n tables as LoginPage: index.html carries them as <template>s and its inline
// script (domain/sign-in-boot.ts) shows the right one before the first paint. Runs in Node, not in the app.
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { signInTemplateId, SIGN_IN_PATH } from '../../domain/sign-in-boot'
import { loadLocale, setLocale, t, type Locale } from '../../lib/i18n/i18n'
import { AuthLayout } from './AuthLayout'
import { LoginForm } from './LoginForm'

const ignore = () => undefined

function signInMarkup(withCountry: boolean): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[SIGN_IN_PATH]}>
      <AuthLayout title={t('login.title')}>
        <LoginForm
          values={{ email: '', password: '', country: '', remember: true }}
          showCountry={withCountry}
          message={ignore}
          onSubmit={ignore}
          onEmail={ignore}
          onPassword={ignore}
          onCountry={ignore}
          onRemember={ignore}
          busy={false}
        />
      </AuthLayout>
    </MemoryRouter>,
  )
}

/** The <template>s of both languages, each with and without the country field */
export async function signInTemplates(): Promise<string> {
  const templates: string[] = []
  for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
    await loadLocale(locale)
    setLocale(locale)
    for (const withCountry of [true, false]) {
      templates.push(`<template id="${signInTemplateId(locale, withCountry)}">${signInMarkup(withCountry)}</template>`)
    }
  }
  setLocale('en')
  return templates.join('\n')
}
