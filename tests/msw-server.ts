import { setupServer } from 'msw/node'
import { handlers } from '../mock-api'

/** The demo backend's handlers over msw/node; a test injects a fault with server.use(...). */
export const server = setupServer(...handlers)
