import { detail, route } from '../lib/http'

/** Unknown product API paths answer a JSON 404 instead of falling through to the app. */
export const fallbackHandlers = [
  route('all', '/api/v1/*', () => {
    throw detail(404, 'Not Found', 'not_found')
  }),
  route('all', '/email/*', () => {
    throw detail(404, 'Not Found', 'not_found')
  }),
]
