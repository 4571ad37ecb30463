// Entity types of the contract, named once for the app (generated from openapi/ into schema.gen.ts).
import type { components } from '../lib/api/schema.gen'

type S = components['schemas']
export type Store = S['Store']
export type User = S['User']
export type Analytics = S['Analytics']
export type NotifierConfig = S['NotifierConfig']
export type CollectionAvailability = S['CollectionAvailability']
export type CollectionAvailabilityUpdate = S['CollectionAvailabilityUpdate']
export type CollectionMethodPrefix = S['CollectionMethodPrefix']
export type CollectionMethodId = S['CollectionMethodId']
export type CollectionBusyMinutes = S['CollectionBusyMinutes']
export type StoreStatusId = S['StoreStatusId']
export type StoreStatusState = S['StoreStatusState']
export type BusyMinutes = S['BusyMinutes']
export type MaintenanceSettings = S['MaintenanceSettings']
export type MaintenanceFile = S['MaintenanceFile']
