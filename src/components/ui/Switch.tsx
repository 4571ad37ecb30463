// An on/off switch: a native button with role="switch" and aria-checked (light enough to mount by the hundred in
// a scrolling list); a 44px touch target around a 28px track.
import { cx, focusRing } from './cx'

export interface SwitchProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Accessible name */
  label: string
  /** The id of the text on screen that explains it (its help): a screen reader reads it after the name */
  description?: string
  disabled?: boolean
  /** A change is in flight: the switch ignores presses and says so (aria-disabled), keeping the keyboard focus */
  busy?: boolean
}

export function Switch({ checked, onChange, label, description, disabled = false, busy = false }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={description}
      aria-busy={busy || undefined}
      // while its change is on its way: aria-disabled, not disabled, which would drop the keyboard focus (Chromium)
      aria-disabled={busy || undefined}
      disabled={disabled}
      data-checked={checked ? '' : undefined}
      onClick={() => !busy && onChange(!checked)}
      className={cx(
        'group relative inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        focusRing,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'flex h-7 w-12 items-center rounded-full p-0.5 transition-colors',
          'bg-danger-600 group-data-checked:bg-brand-700',
          busy && 'motion-safe:animate-pulse',
        )}
      >
        <span className="size-6 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5 rtl:group-data-checked:-translate-x-5" />
      </span>
    </button>
  )
}
