import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'

export const BILLING = '/app/settings/billing'

export const card = (name: 'Teams' | 'Enterprise') => screen.getByRole('region', { name })

/** The status region (banner) that holds the text. */
export const statusWith = (text: string | RegExp) =>
  waitFor(() => {
    const region = screen.getAllByRole('status').find((el) => within(el).queryByText(text))
    expect(region).toBeDefined()
    return region
  })
