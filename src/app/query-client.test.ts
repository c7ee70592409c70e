import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api'
import { createQueryClient, shouldRetryQuery } from './query-client'

describe('query retries: one retry layer', () => {
  it.each([
    [0, new ApiError('down', 503), true],
    [1, new ApiError('An unexpected error occurred', 500), true],
    [2, new ApiError('down', 503), false],
    [0, new ApiError('nope', 404), false],
    [0, new ApiError('bad', 400), false],
    [0, new ApiError('no', 401), false],
    [0, new ApiError('An unexpected error occurred', 500, undefined, { kind: 'network' }), true],
    [0, new ApiError('An unexpected error occurred', 500, undefined, { kind: 'timeout' }), true],
    [0, new ApiError('An unexpected error occurred', 500, 'bad', { kind: 'parse' }), false],
  ])('after %i failures, %o → retry %s', (count, error, expected) =>
    expect(shouldRetryQuery(count, error)).toBe(expected),
  )

  it('mutations never retry', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false)
  })
})
