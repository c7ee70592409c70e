import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from './msw-server'
import { resetDemo } from '../mock-api'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  // Fresh seed and storage for every test: no test sees another's writes.
  resetDemo()
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
