// Country calling codes for the loyalty phone search (SPEC 5, 9): Kuwait and Saudi Arabia first, then the rest
// alphabetically by their name in the reader's language; the default is Kuwait. Names come from
// Intl.DisplayNames, so the list holds ISO 3166 codes and dial codes only.

export interface Area {
  /** ISO 3166-1 alpha-2 */
  code: string
  /** Calling code without the plus sign */
  dial: string
}

export const DEFAULT_AREA = 'KW'
const FIRST = ['KW', 'SA'] as const

// prettier-ignore
const DIAL: Record<string, string> = {
  KW: '965', SA: '966', AE: '971', BH: '973', QA: '974', OM: '968', YE: '967', IQ: '964', JO: '962', LB: '961',
  SY: '963', PS: '970', EG: '20', SD: '249', LY: '218', TN: '216', DZ: '213', MA: '212', MR: '222', SO: '252',
  DJ: '253', KM: '269', IR: '98', TR: '90', CY: '357', IL: '972', AF: '93', PK: '92', IN: '91', BD: '880',
  LK: '94', NP: '977', BT: '975', MV: '960', MM: '95', TH: '66', MY: '60', SG: '65', ID: '62', PH: '63',
  VN: '84', KH: '855', LA: '856', BN: '673', TL: '670', CN: '86', HK: '852', MO: '853', TW: '886', JP: '81',
  KR: '82', KP: '850', MN: '976', KZ: '7', UZ: '998', TM: '993', TJ: '992', KG: '996', AZ: '994', AM: '374',
  GE: '995', RU: '7', UA: '380', BY: '375', MD: '373', PL: '48', CZ: '420', SK: '421', HU: '36', RO: '40',
  BG: '359', RS: '381', ME: '382', BA: '387', HR: '385', SI: '386', MK: '389', AL: '355', XK: '383', GR: '30',
  IT: '39', MT: '356', SM: '378', VA: '39', ES: '34', PT: '351', AD: '376', FR: '33', MC: '377', BE: '32',
  NL: '31', LU: '352', DE: '49', AT: '43', CH: '41', LI: '423', GB: '44', IE: '353', IS: '354', NO: '47',
  SE: '46', FI: '358', DK: '45', EE: '372', LV: '371', LT: '370', US: '1', CA: '1', MX: '52', GT: '502',
  BZ: '501', SV: '503', HN: '504', NI: '505', CR: '506', PA: '507', CU: '53', DO: '1', HT: '509', JM: '1',
  TT: '1', BS: '1', BB: '1', PR: '1', CO: '57', VE: '58', EC: '593', PE: '51', BO: '591', BR: '55',
  PY: '595', UY: '598', AR: '54', CL: '56', GY: '592', SR: '597', NG: '234', GH: '233', CI: '225', SN: '221',
  ML: '223', BF: '226', NE: '227', TD: '235', CM: '237', CF: '236', GA: '241', CG: '242', CD: '243', AO: '244',
  ET: '251', ER: '291', KE: '254', UG: '256', TZ: '255', RW: '250', BI: '257', MZ: '258', MW: '265', ZM: '260',
  ZW: '263', BW: '267', NA: '264', ZA: '27', LS: '266', SZ: '268', MG: '261', MU: '230', SC: '248', GM: '220',
  GN: '224', GW: '245', SL: '232', LR: '231', TG: '228', BJ: '229', CV: '238', ST: '239', GQ: '240', SS: '211',
  AU: '61', NZ: '64', FJ: '679', PG: '675',
}

export const AREAS: readonly Area[] = Object.entries(DIAL).map(([code, dial]) => ({ code, dial }))

/** The area of a code, Kuwait when unknown */
export function areaOf(code: string): Area {
  return AREAS.find((a) => a.code === code) ?? { code: DEFAULT_AREA, dial: DIAL[DEFAULT_AREA]! }
}

/** Kuwait and Saudi Arabia first, then the others alphabetically by name in the given language */
export function sortAreas(areas: readonly Area[], nameOf: (code: string) => string, locale: string): Area[] {
  const rank = (code: string) => {
    const i = (FIRST as readonly string[]).indexOf(code)
    return i < 0 ? FIRST.length : i
  }
  return [...areas].sort((a, b) => rank(a.code) - rank(b.code) || nameOf(a.code).localeCompare(nameOf(b.code), locale))
}

/** A region's name in a language (the code itself when the runtime cannot name it) */
export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
