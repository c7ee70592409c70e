import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'

const ORG_TAB = '/app/settings/organization'

/** BigCorp's admin fills in the BAA dialog and accepts; the dialog, still open or not. */
async function signAsBigCorp() {
  const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
  await user.click(await screen.findByRole('button', { name: 'Sign BAA' }))
  const dialog = await screen.findByRole('dialog')
  await user.type(within(dialog).getByLabelText('Legal name'), 'BigCorp LLC')
  await user.type(within(dialog).getByLabelText('Type "BigCorp" to confirm'), 'BigCorp')
  await user.click(within(dialog).getByRole('button', { name: 'Accept and sign' }))
  return dialog
}

describe('HIPAA BAA', () => {
  it('shows a signed BAA with no way back', async () => {
    await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    expect(await screen.findByText('BAA signed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign BAA' })).not.toBeInTheDocument()
  })

  it('accepts only with a legal name and the organisation name typed', async () => {
    let body: unknown
    server.use(
      http.post('*/api/v1/enterprise/hipaa-baa', async ({ request }) => {
        body = await request.clone().json()
        return undefined
      }),
    )
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    await user.click(await screen.findByRole('button', { name: 'Sign BAA' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign the HIPAA BAA' })
    expect(dialog).toHaveTextContent('This cannot be undone')
    const accept = within(dialog).getByRole('button', { name: 'Accept and sign' })
    await user.type(within(dialog).getByLabelText('Type "BigCorp" to confirm'), 'BigCorp')
    expect(accept).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Legal name'), '   ')
    expect(accept).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Legal name'), 'BigCorp Holdings LLC')
    expect(accept).toBeEnabled()
    await user.click(accept)
    expect(await screen.findByText('Signed the HIPAA BAA')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('BAA signed')).toBeInTheDocument()
    expect(body).toEqual({ legal_name: 'BigCorp Holdings LLC' })
  })

  it('says a legal name over 200 characters is too long, keeps it whole and does not sign (SEC-4)', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    await user.click(await screen.findByRole('button', { name: 'Sign BAA' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign the HIPAA BAA' })
    await user.type(within(dialog).getByLabelText('Type "BigCorp" to confirm'), 'BigCorp')
    const legal = within(dialog).getByLabelText('Legal name')
    await user.click(legal)
    await user.paste('L'.repeat(201))
    expect(legal).toHaveValue('L'.repeat(201))
    expect(within(dialog).getByText('Use at most 200 characters')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Accept and sign' })).toBeDisabled()
  })

  it('keeps the dialog and what was typed when signing fails', async () => {
    server.use(
      http.post('*/api/v1/enterprise/hipaa-baa', () =>
        HttpResponse.json({ detail: 'down' }, { status: 500 }),
      ),
    )
    const dialog = await signAsBigCorp()
    expect(await screen.findByText('Failed to update organization')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Legal name')).toHaveValue('BigCorp LLC')
    expect(dialog).toBeInTheDocument()
    expect(screen.queryByText('BAA signed')).not.toBeInTheDocument()
  })

  it('reads a rate-limited signature as HTTP-9 says, keeping the dialog', async () => {
    server.use(http.post('*/api/v1/enterprise/hipaa-baa', rateLimited))
    const dialog = await signAsBigCorp()
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to update organization')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Legal name')).toHaveValue('BigCorp LLC')
  })
})
