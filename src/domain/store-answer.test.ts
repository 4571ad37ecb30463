import { describe, expect, it } from 'vitest'
import { makeBrand, makeStore } from '../../tests/factories/entities'
import { storeAnswerProblem } from './store-answer'

describe('the fields of a store the screens read', () => {
  it('takes a store as the contract gives it, with or without the optional fields', () => {
    expect(storeAnswerProblem(makeStore())).toBeNull()
    expect(storeAnswerProblem(makeStore({ visibility: { visible: true, visible_until: '2026-11-22T10:00:00+03:00' } }))).toBeNull()
    expect(storeAnswerProblem(makeStore({ busy_timer_mins: 30, busy_until: '2026-11-22T10:30:00+03:00', status: { id: 3, name: 'Busy' } }))).toBeNull()
    const parking = { id: 1, name: 'P1', entry_coordinates: { latitude: 29.3, longitude: 48 }, geofence: [[48, 29.3], [48.1, 29.3], [48.1, 29.4]] }
    expect(storeAnswerProblem(makeStore({ parkings: [parking], preparation_times: [10, 20] }))).toBeNull()
  })

  it('names where a store breaks them', () => {
    const store = makeStore()
    expect(storeAnswerProblem(null)).toBe('/ object')
    expect(storeAnswerProblem([])).toBe('/ object')
    expect(storeAnswerProblem({ ...store, status: null })).toBe('/status object')
    expect(storeAnswerProblem({ ...store, status: { id: 9, name: 'Other' } })).toBe('/status/id enum')
    expect(storeAnswerProblem({ ...store, brand: null })).toBe('/brand object')
    expect(storeAnswerProblem({ ...store, brand: { ...makeBrand(), loyalty: undefined } })).toBe('/brand/loyalty object')
    expect(storeAnswerProblem({ ...store, collection_method: null })).toBe('/collection_method object')
    expect(storeAnswerProblem({ ...store, collection_method: { ...store.collection_method, hd_available: 'yes' } })).toBe('/collection_method/hd_available boolean')
    expect(storeAnswerProblem({ ...store, timezone: 'Mars/Olympus' })).toBe('/timezone time zone')
    expect(storeAnswerProblem({ ...store, address: { latitude: 300, longitude: 48 } })).toBe('/address/latitude number -90..90')
    expect(storeAnswerProblem({ ...store, parkings: [{ id: 1, name: 'P', entry_coordinates: { latitude: 1, longitude: 1 }, geofence: [[1]] }] })).toBe(
      '/parkings/0/geofence/0 pair of numbers',
    )
    expect(storeAnswerProblem({ ...store, service_hours: {} })).toBe('/service_hours/closed boolean')
    expect(storeAnswerProblem({ ...store, default_prep_time: 0 })).toBe('/default_prep_time number >= 1')
  })
})
