import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from './msw-server'
import { resetDemo } from '../mock-api'

// jsdom lacks the resize, pointer-capture and scrolling APIs that Radix and the virtualised
// lists call; these no-ops let them run.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof Element !== 'undefined') {
  // jsdom lacks these; Radix Select calls them.
  const stubs = {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  }
  for (const [name, value] of Object.entries(stubs))
    if (!(name in Element.prototype))
      Object.defineProperty(Element.prototype, name, { value, configurable: true, writable: true })
}

// jsdom has no layout to scroll: its scrollTo only logs "Not implemented", ~900 lines a run for
// the router's scroll restoration and UX-14's scrolls. A spy (tabs.test.tsx) still sees calls.
if (typeof window !== 'undefined')
  Object.defineProperty(window, 'scrollTo', {
    value: () => undefined,
    configurable: true,
    writable: true,
  })

// A file's first render loads the route tree's code; on a busy CI machine that alone can take
// over the library's 1 s default. A bound, not a wait: a passing lookup returns at once.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  // Fresh seed and storage for every test: no test sees another's writes.
  resetDemo()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  // Request recorders a test added stop with it.
  server.events.removeAllListeners()
})
afterAll(() => server.close())
