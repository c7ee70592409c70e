import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { db, findUserByEmail } from '../../../../mock-api/db'
import { newOrg } from '../../../../mock-api/org-rules'
import {
  FOUNDER,
  field,
  continueButton,
  nameTeam,
  acceptInvites,
  holdFailingCreate,
} from '../../../../tests/create-organisation'

describe('create organisation: Continue when things go wrong', () => {
  it('is busy while creating, then shows the failure and keeps what was typed', async () => {
    const create = holdFailingCreate()
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    await waitFor(() => expect(continueButton()).toHaveAttribute('aria-busy', 'true'))
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    create.release()
    expect(await screen.findByText('Failed to create organization')).toBeInTheDocument()
    expect(field(1)).toHaveValue('rita@umbrella.test')
    expect(continueButton()).toBeEnabled()
    expect(router.state.location.pathname).toBe('/get-started')
  })

  it('a double click creates the organisation once', async () => {
    acceptInvites()
    let posts = 0
    const create = hold()
    server.use(
      // Counts, holds, then falls through to the demo backend's handler.
      http.post('*/api/v1/enterprise', async () => {
        posts += 1
        await create.wait()
      }),
    )
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    // Both clicks land before the first has rendered anything; the POST is held until released.
    const button = continueButton()
    act(() => {
      button.click()
      button.click()
    })
    await waitFor(() => expect(posts).toBe(1))
    create.release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(posts).toBe(1)
  })

  it('reads a rate limit as HTTP-9 says, with what was typed kept', async () => {
    server.use(
      http.post('*/api/v1/enterprise', () =>
        HttpResponse.json(
          { detail: 'slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    expect(
      await screen.findByText('Too many attempts, try again in 30 seconds'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Failed to create organization')).not.toBeInTheDocument()
    expect(field(1)).toHaveValue('rita@umbrella.test')
  })

  it('goes on with an organisation a failed create made after all (its retry: already in one)', async () => {
    const invites = acceptInvites()
    let posts = 0
    server.use(
      http.post('*/api/v1/enterprise', () => {
        posts += 1
        if (posts > 1) return undefined
        // The answer is lost (a timeout), but the server made the organisation all the same.
        const founder = findUserByEmail(FOUNDER)!
        const org = newOrg('Umbrella Research', 'umbrella.test')
        db.orgs.set(org.id, org)
        founder.orgId = org.id
        founder.role = 'admin'
        return HttpResponse.json({ detail: 'gateway timeout' }, { status: 504 })
      }),
    )
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    expect(await screen.findByText('Failed to create organization')).toBeInTheDocument()
    await user.click(continueButton())
    expect(await screen.findByText('Created organization')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(posts).toBe(2)
    expect(invites).toEqual([{ email: 'rita@umbrella.test', role: 'admin' }])
  })

  it('keeps the keyboard on Continue while the organisation is created (UX-14)', async () => {
    const create = holdFailingCreate()
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    continueButton().focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(continueButton()).toHaveAttribute('aria-busy', 'true'))
    expect(continueButton()).toHaveFocus()
    create.release()
    expect(await screen.findByText('Failed to create organization')).toBeInTheDocument()
    expect(continueButton()).toHaveFocus()
  })

  it('a public domain refused by the server gets its own message, with the form kept', async () => {
    // The page only offers the form when the domain status says the domain is not public.
    server.use(
      http.get('*/api/v1/enterprise/domain-status', () =>
        HttpResponse.json({ team_domain_status: 'available', team_name: null, auto_invite: false }),
      ),
      http.get('*/api/v1/enterprise/domain-info', () =>
        HttpResponse.json({ same_domain_users: [], team_members: [], team_name: null }),
      ),
    )
    const { user } = await renderApp('/get-started', { as: 'someone@gmail.com' })
    await nameTeam(user, 'Sam Co')
    await user.type(field(1), 'pat@gmail.com')
    await user.click(continueButton())
    expect(
      await screen.findByText('Cannot create organization with a public domain'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Failed to create organization')).not.toBeInTheDocument()
    expect(field(1)).toHaveValue('pat@gmail.com')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Sam Co')
  })
})
