import { setupServer } from 'msw/node'
import { defaultHandlers } from './handlers'

export const server = setupServer(...defaultHandlers())

/** Requests no handler answered during the current test (the unit setup fails the test on any) */
export const unhandledRequests: string[] = []
