import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from './msw-server'
import type { renderApp } from './render'
import { hold } from './hold'

type User = Awaited<ReturnType<typeof renderApp>>['user']

export const FOUNDER = 'founder@umbrella.test'
export const field = (n: number) => screen.getByLabelText(`Teammate email ${n}`)
export const continueButton = () => screen.getByRole('button', { name: 'Continue' })

export async function nameTeam(user: User, name = 'Umbrella Research') {
  const input = await screen.findByLabelText('Organization name')
  await user.clear(input)
  await user.type(input, name)
  await user.click(screen.getByRole('button', { name: 'Create' }))
  await screen.findByRole('heading', { name: 'Invite your teammates' })
}

/** Accepts every invitation (the demo backend refuses them before a subscription exists). */
export function acceptInvites() {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/v1/enterprise/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string; role: string }
      bodies.push(body)
      return HttpResponse.json(
        { ...body, status: 'pending', expiresAt: new Date().toISOString() },
        { status: 201 },
      )
    }),
  )
  return bodies
}

/** Holds the create call until the test releases it, then fails it (500). */
export function holdFailingCreate() {
  const create = hold()
  server.use(
    http.post('*/api/v1/enterprise', async () => {
      await create.wait()
      return HttpResponse.json({ detail: 'boom' }, { status: 500 })
    }),
  )
  return create
}
