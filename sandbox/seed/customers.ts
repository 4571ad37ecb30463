// Customers of each country: nationals and the expatriates who make up much of both countries' population.
// Names are written out (not combined at random) so every one reads as a real person.
import type { CountryCode } from '../contract-types'
import { CAR_COLORS, CAR_MAKES, CAR_TYPES, carMakeIcon, carTypeIcon } from './cars'
import type { Rng } from './rng'
import type { SeedCustomer } from './types'

const KW_NAMES: [string, string][] = [
  ['Abdullah', 'Al-Mutairi'], ['Fatima', 'Al-Enezi'], ['Mohammed', 'Al-Ajmi'], ['Noura', 'Al-Rashidi'],
  ['Yousef', 'Al-Kandari'], ['Dana', 'Al-Shammari'], ['Khalid', 'Al-Otaibi'], ['Hessa', 'Al-Azmi'],
  ['Bader', 'Al-Harbi'], ['Reem', 'Al-Fadhli'], ['Faisal', 'Al-Hajri'], ['Mariam', 'Al-Qattan'],
  ['Hamad', 'Al-Bahar'], ['Shaikha', 'Al-Ghanim'], ['Mishari', 'Al-Dosari'], ['Lulwa', 'Al-Sayer'],
  ['Fahad', 'Al-Failakawi'], ['Sara', 'Al-Mulla'], ['Talal', 'Al-Khaldi'], ['Aseel', 'Al-Awadhi'],
  ['Nasser', 'Al-Sharhan'], ['Ghadeer', 'Behbehani'], ['Saad', 'Al-Rifai'], ['Rawan', 'Ashkanani'],
  ['Ahmed', 'Hassan'], ['Mona', 'Farouk'], ['Omar', 'Haddad'], ['Lina', 'Khoury'],
  ['Rahul', 'Sharma'], ['Priya', 'Nair'], ['Anil', 'Kumar'], ['Maria', 'Santos'],
  ['Jose', 'Reyes'], ['Ali', 'Raza'], ['Ayesha', 'Siddiqui'], ['Sunil', 'Perera'],
  ['Daniel', 'Wright'], ['Emily', 'Clarke'], ['Karim', 'Mansour'], ['Huda', 'Abdelrahman'],
]

const SA_NAMES: [string, string][] = [
  ['Abdulrahman', 'Al-Qahtani'], ['Nouf', 'Al-Dosari'], ['Saud', 'Al-Ghamdi'], ['Lama', 'Al-Zahrani'],
  ['Turki', 'Al-Shehri'], ['Reema', 'Al-Harthi'], ['Fahad', 'Al-Subaie'], ['Maha', 'Al-Otaibi'],
  ['Nawaf', 'Al-Anazi'], ['Hind', 'Al-Malki'], ['Majed', 'Al-Juhani'], ['Sara', 'Al-Shahrani'],
  ['Bandar', 'Al-Mutairi'], ['Ghada', 'Al-Yami'], ['Rayan', 'Al-Amri'], ['Joud', 'Al-Harbi'],
  ['Mohammed', 'Al-Shammari'], ['Aljawhara', 'Al-Rasheed'], ['Yazeed', 'Al-Tamimi'], ['Razan', 'Al-Sulaiman'],
  ['Omar', 'Al-Khathlan'], ['Dalal', 'Al-Balawi'], ['Khalid', 'Al-Asmari'], ['Shahad', 'Al-Qarni'],
  ['Mohamed', 'Abdelaziz'], ['Yasmin', 'Saleh'], ['Bilal', 'Ahmed'], ['Arjun', 'Menon'],
  ['Kavya', 'Reddy'], ['Ricardo', 'Dela Cruz'], ['Grace', 'Mendoza'], ['Karim', 'Nasser'],
  ['Rania', 'Obeidat'], ['Hassan', 'Osman'], ['Amina', 'Yusuf'], ['Peter', 'Collins'],
  ['Sophie', 'Martin'], ['Mehmet', 'Yilmaz'], ['Tariq', 'Mahmood'], ['Samira', 'Benali'],
]

const NOTES = [
  'Regular customer, likes extra sauce on the side',
  'Please bring the order to the car window',
  'Allergic to nuts',
  'Prefers no straws or plastic cutlery',
  'Calls on arrival; hard of hearing, please wave',
  'Usually parks near the pharmacy entrance',
]

/** Saudi plates are 3 letters and 4 digits; only these Latin letters are used on them */
const SA_PLATE_LETTERS = 'ABJDRSXTEGKLZNHUV'

function plateFor(country: CountryCode, rng: Rng): string {
  if (country === 'KW') return `${rng.int(1, 99)} / ${rng.int(1000, 99999)}`
  const letters = Array.from({ length: 3 }, () => rng.pick(SA_PLATE_LETTERS.split(''))).join(' ')
  return `${letters} ${rng.int(1000, 9999)}`
}

function phoneFor(country: CountryCode, index: number, rng: Rng): string {
  // index keeps phones unique; the random head keeps them looking like real numbers
  if (country === 'KW') return `+965${rng.pick(['5', '6', '9'])}${rng.int(100, 999)}${String(1000 + index).slice(-4)}`
  return `+9665${rng.pick(['0', '3', '4', '5', '6'])}${rng.int(100, 999)}${String(1000 + index).slice(-4)}`
}

/** Customer ids: 1001+ in Kuwait, 2001+ in Saudi Arabia */
export const CUSTOMER_ID_BASE: Record<CountryCode, number> = { KW: 1000, SA: 2000 }

export function buildCustomers(country: CountryCode, rng: Rng): SeedCustomer[] {
  const names = country === 'KW' ? KW_NAMES : SA_NAMES
  return names.map(([firstname, lastname], i) => {
    const id = CUSTOMER_ID_BASE[country] + i + 1
    // about one in six walks or is dropped off and has no car on file
    const hasCar = i % 6 !== 5
    const make = rng.pick(CAR_MAKES)
    const type = rng.pick(CAR_TYPES)
    const color = rng.pick(CAR_COLORS)
    const plate = plateFor(country, rng)
    const hasPhoto = rng.chance(0.4)
    return {
      id,
      country,
      firstname,
      lastname,
      phone: phoneFor(country, i, rng),
      car: hasCar
        ? {
            make: make.name,
            makeIcon: carMakeIcon(make.slug),
            type: type.name,
            typeIcon: carTypeIcon(type.slug),
            color: color.name,
            hex: color.hex,
            plate,
            hasPhoto,
          }
        : null,
      hasSelfie: rng.chance(0.3),
      hasAvatar: rng.chance(0.35),
      descr: i % 7 === 3 ? rng.pick(NOTES) : null,
    }
  })
}
