import * as z from 'zod/mini'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { inviteConflict, type InviteTeam } from '@/entities/invite'
import { isValidEmail } from '@/shared/lib'
import { INVITE_FORM_MESSAGES } from './invite-messages'

export const inviteSchema = z.object({
  email: z.string().check(z.trim(), z.refine(isValidEmail, INVITE_FORM_MESSAGES.invalidEmail)),
  role: z.enum(['member', 'admin']),
})

export type InviteValues = z.infer<typeof inviteSchema>
export type InviteFormInput = z.input<typeof inviteSchema>

/** The team as the form sees it: who is in, who is invited. */
export type InviteContext = InviteTeam

// TEAM-2: one rule for the form and for inviting many (entities/invite).
export { inviteConflict }

const shapeResolver = zodResolver(inviteSchema)

/** The zod shape check, then the team checks against the live lists passed as form context. */
export const inviteResolver: Resolver<InviteFormInput, InviteContext, InviteValues> = async (
  values,
  context,
  options,
) => {
  const result = await shapeResolver(values, context, options)
  if (Object.keys(result.errors).length || !context) return result
  const conflict = inviteConflict(result.values.email, context)
  if (!conflict) return result
  return { values: {}, errors: { email: { type: 'conflict', message: conflict } } }
}
