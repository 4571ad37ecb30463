// Says the board shows the orders saved on this device until the latest arrive, without pushing the board down:
// the saved copy is replaced a moment after the page opens whenever the network is there, and a strip that came and
// went moved every row by its height under a finger about to tap one. From tablet width it sits in the free middle
// of the header's top line (sticky there, so it stays in sight), never taller than the status control beside it;
// on a phone that line is full, so it floats above the bottom navigation. It fades in only after a second, so the
// usual moment passes without a flash; offline, it stays until the latest orders arrive.
import { useSnapshot } from '../../lib/use-snapshot'
import { cx } from '../../components/ui/cx'
import { savedAtText } from '../../domain/order-view'
import { deviceTimeZone } from '../../domain/zoned'
import { useZonedDay } from '../../lib/use-zoned-day'
import { useI18n } from '../../lib/i18n/i18n'
import { connection } from '../../stores/connection'
import { storeState } from '../../stores/store'

const PLACES = {
  header: 'hidden min-w-0 flex-[2] rounded-lg px-2.5 leading-5 md:line-clamp-2 md:max-h-11',
  floating:
    'pointer-events-none fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 rounded-xl px-4 py-2 shadow-lg ring-1 ring-ink/5 md:hidden',
}

export function SavedOrdersNotice({ place }: { place: keyof typeof PLACES }) {
  const { cachedSince } = useSnapshot(connection)
  if (cachedSince === null) return null
  return <Notice place={place} savedAt={cachedSince} />
}

function Notice({ place, savedAt }: { place: keyof typeof PLACES; savedAt: number }) {
  const { t, locale } = useI18n()
  const { store } = useSnapshot(storeState)
  // in the store's time, as the board's times are (the device's until the store is known)
  const timeZone = store?.timezone ?? deviceTimeZone()
  const time = savedAtText(savedAt, useZonedDay(timeZone), timeZone, locale)
  return (
    <p role="status" className={cx('animate-notice-in border border-warn-100 bg-warn-50 text-sm text-warn-800', PLACES[place])}>
      {t('live.savedOrders', { time })}
    </p>
  )
}
