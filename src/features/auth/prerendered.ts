// The sign-in page the build prerendered into index.html (prerender.tsx; domain/sign-in-boot.ts shows it). React
// replaces it on its first commit; what the user typed into it before then is read here and carried over.
import { PRERENDERED_ATTR, SUBMITTED_ATTR } from '../../domain/sign-in-boot'

export interface TypedBeforeReact {
  email: string
  password: string
  country: string
  remember: boolean
  /** Sign in was pressed (or Enter) before React took over */
  submitted: boolean
  /** The field that had the focus when React took over, with its caret */
  focus: { name: string; start: number | null; end: number | null } | null
}

let form: HTMLFormElement | null = null
let focused: HTMLInputElement | HTMLSelectElement | null = null

/** Holds the prerendered form (its elements keep their values once React has removed them from the page) */
function capture(): void {
  if (typeof document === 'undefined') return
  form = document.querySelector<HTMLFormElement>(`#root[${PRERENDERED_ATTR}] form`)
  if (!form) return
  const active = document.activeElement
  if (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) focused = form.contains(active) ? active : null
  form.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) focused = e.target
  })
  form.addEventListener('focusout', (e) => {
    // Chromium blurs a focused node that is removed, so the node's removal by React's commit looks like a blur:
    // only a field still on the page once this task has run (and React has taken over) lost the focus to the user
    const target = e.target
    setTimeout(() => {
      if (focused && target === focused && focused.isConnected && document.activeElement !== focused) focused = null
    })
  })
}
capture()

const field = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null

/** Once, after React's first commit of the sign-in page: the prerendered form's values, or null without one */
export function takeTypedBeforeReact(): TypedBeforeReact | null {
  if (!form) return null
  const remember = field('remember')
  const typed: TypedBeforeReact = {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    country: field('country')?.value ?? '',
    remember: remember instanceof HTMLInputElement ? remember.checked : true,
    submitted: form.hasAttribute(SUBMITTED_ATTR),
    focus:
      focused && !focused.isConnected
        ? {
            name: focused.name,
            start: focused instanceof HTMLInputElement ? focused.selectionStart : null,
            end: focused instanceof HTMLInputElement ? focused.selectionEnd : null,
          }
        : null,
  }
  form = null
  focused = null
  document.getElementById('root')?.removeAttribute(PRERENDERED_ATTR)
  return typed
}
