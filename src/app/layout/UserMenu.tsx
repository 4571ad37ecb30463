// Avatar, name, e-mail, version 1.4.16, avatar upload (sent as base64), 'This device', language switch and sign out.
import { useRef } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { GlobeIcon } from '../../components/ui/icons'
import { CameraIcon, DeviceIcon, SignOutIcon } from '../../components/ui/page-icons'
import { DropdownMenu } from '../../components/ui/Menu'
import { APP_VERSION, mediaUrl } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'
import { navigateTo } from '../../lib/navigation'
import { currentCountry, session, signOut, uploadAvatar } from '../../stores/session'
import { changeLanguage } from '../../stores/ui'
import { devicePrefs, setDeviceHome } from '../../stores/device-prefs'
import { HOME_PAGES, type HomePage } from '../../domain/device-home'
import type { MessageKey } from '../../lib/i18n/en'

const HOME_LABEL: Record<HomePage, MessageKey> = { orders: 'nav.orders', kitchen: 'nav.kitchen', window: 'nav.window' }

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}

export function UserMenu() {
  const { t, locale } = useI18n()
  const { user } = useSnapshot(session)
  const { home } = useSnapshot(devicePrefs)
  const fileInput = useRef<HTMLInputElement>(null)
  const picture = mediaUrl(user?.avatar?.mini ?? user?.fake_avatar ?? null, currentCountry())

  const avatar = (
    <span className="grid size-10 place-items-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-800 ring-1 ring-line">
      {picture ? <img src={picture} alt="" className="size-full object-cover" /> : initialsOf(user?.name ?? '') || '·'}
    </span>
  )

  return (
    <>
      <DropdownMenu
        label={t('user.menu')}
        trigger={avatar}
        header={
          <div className="flex items-center gap-3">
            {avatar}
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{user?.name}</p>
              <p className="truncate text-sm text-ink-soft">{user?.email}</p>
            </div>
          </div>
        }
        groups={[
          [
            {
              key: 'avatar',
              label: t('user.changeAvatar'),
              icon: <CameraIcon />,
              onSelect: () => fileInput.current?.click(),
            },
            { key: 'device', label: t('user.thisDevice'), icon: <DeviceIcon />, onSelect: () => navigateTo('/device') },
          ],
          [
            // each language's name in that language, read in its own voice
            { key: 'en', label: t('lang.en'), lang: 'en', icon: <GlobeIcon />, checked: locale === 'en', onSelect: () => changeLanguage('en') },
            { key: 'ar', label: t('lang.ar'), lang: 'ar', icon: <GlobeIcon />, checked: locale === 'ar', onSelect: () => changeLanguage('ar') },
          ],
          // This device opens on (issue 25): per device, kept across sign-outs
          HOME_PAGES.map((page) => ({ key: `home-${page}`, label: t(HOME_LABEL[page]), checked: home === page, onSelect: () => setDeviceHome(page) })),
          [{ key: 'signout', label: t('user.signOut'), icon: <SignOutIcon />, onSelect: () => signOut() }],
        ]}
        groupHeadings={{ 2: t('user.deviceHome') }}
        footer={<p className="text-xs text-ink-soft">{t('app.version', { version: APP_VERSION })}</p>}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        aria-label={t('user.changeAvatar')}
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void uploadAvatar(file).catch(() => undefined)
        }}
      />
    </>
  )
}
