import { Select } from '../../components/ui/Select'
import { COUNTRY_LABELS } from '../../domain/labels'
import { COUNTRIES } from '../../lib/config'
import { useI18n } from '../../lib/i18n/i18n'

export function CountryField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string | undefined }) {
  const { t } = useI18n()
  return (
    <Select
      name="country"
      label={t('login.country')}
      placeholder={t('login.countryPlaceholder')}
      value={value}
      onChange={onChange}
      error={error}
      options={COUNTRIES.map((c) => ({ value: c, label: t(COUNTRY_LABELS[c]) }))}
    />
  )
}
