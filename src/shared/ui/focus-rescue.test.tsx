import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useFocusRescue } from './focus-rescue'
import { MAIN_ID } from './return-focus'

/**
 * The rescue mounted once above the pages, as the root route mounts it: a sign-in page, then a
 * loading one, then (once `arrived`) the portal with its main region.
 */
/**
 * Makes a change to the page and resolves once mutation observers have seen it. Observers are
 * told in the order they were made, so the rescue's, made when it mounted, has run by then.
 */
function afterObservers(change: () => void): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect()
      resolve()
    })
    observer.observe(document.body, { subtree: true, childList: true })
    change()
  })
}

function Pages({ arrived = false, signedIn = false }: { arrived?: boolean; signedIn?: boolean }) {
  const [pressed, setPressed] = useState(signedIn)
  useFocusRescue()
  if (!pressed) return <button onClick={() => setPressed(true)}>Sign in</button>
  if (!arrived) return <p>Loading…</p>
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <h1>Team</h1>
    </main>
  )
}

describe('focus rescue across pages', () => {
  it('gives the next page’s main region the focus lost on a page without one', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Pages />)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    rerender(<Pages arrived />)
    await expect.poll(() => screen.getByRole('main')).toHaveFocus()
  })

  it('leaves the focus where the user put it meanwhile', async () => {
    const user = userEvent.setup()
    const page = (arrived: boolean) => (
      <>
        <Pages arrived={arrived} />
        <input aria-label="Search" />
      </>
    )
    const { rerender } = render(page(false))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await user.click(screen.getByRole('textbox', { name: 'Search' }))
    await afterObservers(() => rerender(page(true)))
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus()
  })

  it('moves nothing on a cold load, where nothing had the focus', async () => {
    // The portal arrives after a loading page, as on a cold deep link.
    const { rerender } = render(<Pages signedIn />)
    await afterObservers(() => rerender(<Pages signedIn arrived />))
    expect(screen.getByRole('main')).not.toHaveFocus()
    expect(document.body).toHaveFocus()
  })
})
