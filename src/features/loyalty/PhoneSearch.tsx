// The phone search: a country code (Kuwait and Saudi Arabia first, then alphabetical; Kuwait by default) and the
// number. The phone sent is '+' + dial code + digits and needs at least 12 characters (SPEC 5); a number typed or
// pasted with the country's code is read without it, and a length that cannot be a phone is refused (lookupPhone).
import { useMemo, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Select } from '../../components/ui/Select'
import { TextField } from '../../components/ui/TextField'
import { AREAS, areaOf, DEFAULT_AREA, regionName, sortAreas } from '../../domain/areas'
import { lookupPhone, nationalDigits, PHONE_MAX_DIGITS, phoneText, type LoyaltyMessage } from '../../domain/loyalty'
import { useI18n } from '../../lib/i18n/i18n'
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid'

/** '+965' kept left-to-right inside Arabic text (an embedding: the closed native select ignores isolates) */
const isolate = (text: string) => `\u202A${text}\u202C`

/**
 * `busy`: a search or a punch is on its way; Search is then unavailable (a second search would drop the punch's
 * outcome with the card it was for). aria-disabled, not disabled: a disabled button loses the keyboard focus.
 */
export function PhoneSearch({ searching, busy, onSearch }: { searching: boolean; busy: boolean; onSearch: (phone: string) => void }) {
  const { t, locale } = useI18n()
  const { form, refuse } = useFocusFirstInvalid<HTMLFormElement>()
  const [area, setArea] = useState(DEFAULT_AREA)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<LoyaltyMessage | null>(null)
  const options = useMemo(
    () =>
      sortAreas(AREAS, (code) => regionName(code, locale), locale).map((a) => ({
        value: a.code,
        label: `${regionName(a.code, locale)} (${isolate(`+${a.dial}`)})`,
      })),
    [locale],
  )
  const chosen = areaOf(area)
  const messageParams = {
    country: regionName(chosen.code, locale),
    code: isolate(`+${chosen.dial}`),
    n: nationalDigits(chosen) ?? '',
    max: PHONE_MAX_DIGITS + 1,
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const found = lookupPhone(chosen, typed)
    setError(found.error ?? null)
    if (found.phone !== undefined) onSearch(found.phone)
    else refuse()
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-start">
      <Select
        label={t('loyalty.countryCode')}
        value={area}
        options={options}
        onChange={(next) => {
          setArea(next)
          setError(null)
        }}
        name="area"
      />
      <TextField
        label={t('loyalty.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        placeholder={t('loyalty.phonePlaceholder')}
        value={typed}
        error={error ? t(error, messageParams) : undefined}
        onChange={(e) => {
          setTyped(phoneText(e.target.value))
          if (error) setError(null)
        }}
      />
      <Button
        type="submit"
        size="lg"
        aria-disabled={busy || undefined}
        aria-busy={searching || undefined}
        className="sm:mt-7"
      >
        {searching ? t('loyalty.searching') : t('loyalty.search')}
      </Button>
    </form>
  )
}
