// Demo sign-ins, one per interesting permission set (see stores.ts), plus each country's built-in public
// account that impersonation signs in with. Passwords are plain here; the server hashes what it stores.
import type { SeedAccount } from './types'
import { STORE_OLAYA, STORE_SALMIYA, STORE_SHUWAIKH } from './stores'

export const DEMO_PASSWORD = 'Demo@1234'
export const PUBLIC_ACCOUNT_PASSWORD = 'Public@1234'
export const ROLE_STORE_MANAGER = 'ROLE_STORE_MANAGER'

export function buildAccounts(): SeedAccount[] {
  return [
    {
      id: 1,
      email: 'manager@kw.demo',
      password: DEMO_PASSWORD,
      name: 'Jassim Al-Shatti',
      roles: ['ROLE_USER', ROLE_STORE_MANAGER],
      country: 'KW',
      storeId: STORE_SALMIYA,
      public: false,
    },
    {
      id: 2,
      email: 'staff@kw.demo',
      password: DEMO_PASSWORD,
      name: 'Joy Villanueva',
      roles: ['ROLE_USER', 'ROLE_STORE_STAFF'],
      country: 'KW',
      storeId: STORE_SALMIYA,
      public: false,
    },
    {
      id: 3,
      email: 'manager@sa.demo',
      password: DEMO_PASSWORD,
      name: 'Faisal Al-Qahtani',
      roles: ['ROLE_USER', ROLE_STORE_MANAGER],
      country: 'SA',
      storeId: STORE_OLAYA,
      public: false,
    },
    {
      id: 4,
      email: 'polling@kw.demo',
      password: DEMO_PASSWORD,
      name: 'Hessa Al-Kandari',
      roles: ['ROLE_USER', ROLE_STORE_MANAGER],
      country: 'KW',
      storeId: STORE_SHUWAIKH,
      public: false,
    },
    {
      id: 5,
      email: 'public@kw.sandbox',
      password: PUBLIC_ACCOUNT_PASSWORD,
      name: 'Public Account Kuwait',
      roles: ['ROLE_USER'],
      country: 'KW',
      storeId: null,
      public: true,
    },
    {
      id: 6,
      email: 'public@sa.sandbox',
      password: PUBLIC_ACCOUNT_PASSWORD,
      name: 'Public Account KSA',
      roles: ['ROLE_USER'],
      country: 'SA',
      storeId: null,
      public: true,
    },
  ]
}
