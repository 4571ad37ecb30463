// The country choice of the sign-in screens: shown only when no country is remembered; prefilled from the IP
// lookup with KW or SA only, left empty on any failure.
import { useEffect, useState } from 'react'
import { useSnapshot } from '../../lib/use-snapshot'
import { detectCountry, session } from '../../stores/session'

export function useCountryChoice() {
  const { countryCode } = useSnapshot(session)
  const [chosen, setChosen] = useState<string>('')
  useEffect(() => {
    if (countryCode) return
    let alive = true
    void detectCountry().then((code) => {
      if (alive && code) setChosen((current) => current || code)
    })
    return () => {
      alive = false
    }
  }, [countryCode])
  return { showCountry: !countryCode, country: countryCode ?? chosen, setCountry: setChosen }
}
