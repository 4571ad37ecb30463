// Role and store-setting rules the server enforces (SPEC section 6).
import type { AccountRow } from '../db'
import type { Store } from '../contract-types'

import { ROLE_STORE_MANAGER } from '../seed/accounts'
export const isManager = (a: AccountRow) => a.roles.includes(ROLE_STORE_MANAGER)

export const canChangeStatus = (s: Store) => s.change_status_allowed && !s.change_collection_allowed && !s.service_hours.closed
/** 'Open Now' on the dashboard's 'Open in {time}' overlay: the status rule without its service-hours clause */
export const canOpenEarly = (s: Store) => s.change_status_allowed && !s.change_collection_allowed
export const canChangeCollection = (s: Store) => s.change_collection_allowed
export const canToggleSoldOut = (s: Store, a: AccountRow) => isManager(a) && s.soldout_allowed
export const canEditStock = (s: Store, a: AccountRow) => isManager(a) && s.stock_enabled && s.change_stock_allowed
