// The tab's title names the page from its h1, in the language shown ('Orders · Store Dashboard'). A move to another
// page within the app is said politely; the focus stays on the link that was chosen.
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useI18n } from '../../lib/i18n/i18n'

/** Not one that Suspense keeps hidden while the next page loads */
const isShown = (h: Element) => h.isConnected && !h.closest('[hidden], [style*="display: none"]')
/** The page's h1 */
const shownHeading = () => [...document.querySelectorAll('h1')].find(isShown) ?? null

export function PageTitle() {
  const { pathname } = useLocation()
  const { t } = useI18n()
  const [said, setSaid] = useState('')
  // the path last named: the first page is not said (its load is), nor a change of language
  const named = useRef<string | null>(null)

  useEffect(() => {
    const announce = named.current !== null && named.current !== pathname
    let watched: Element | null = null
    // the h1's own text changes in place (the language, Menu or Products once the store is known)
    const heading = new MutationObserver(() => update())
    const update = () => {
      const h1 = shownHeading()
      if (h1 !== watched) {
        heading.disconnect()
        watched = h1
        if (h1) heading.observe(h1, { characterData: true, childList: true, subtree: true })
      }
      const page = h1?.textContent?.trim()
      const title = page ? t('app.pageTitle', { page }) : t('app.name')
      if (document.title !== title) document.title = title
      if (!page || named.current === pathname) return
      named.current = pathname
      if (announce) setSaid(title)
    }
    update()
    // the page's h1 comes when its chunk and texts are in, or replaces another (a page that failed); while the one
    // named is shown, the page's other changes (a board's rows) cost no search
    const page = new MutationObserver(() => (watched && isShown(watched) ? undefined : update()))
    page.observe(document.body, { childList: true, subtree: true })
    return () => {
      page.disconnect()
      heading.disconnect()
    }
  }, [pathname, t])

  return (
    <p aria-live="polite" className="sr-only">
      {said}
    </p>
  )
}
