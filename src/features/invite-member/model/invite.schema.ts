import * as z from 'zod/mini'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { isValidEmail, sameEmail } from '@/shared/lib'
import { INVITE_FORM_MESSAGES } from './invite-messages'

export const inviteSchema = z.object({
  email: z.string().check(z.trim(), z.refine(isValidEmail, INVITE_FORM_MESSAGES.invalidEmail)),
  role: z.enum(['member', 'admin']),
})

export type InviteValues = z.infer<typeof inviteSchema>
export type InviteFormInput = z.input<typeof inviteSchema>

/** The team as the form sees it: who is in, who is invited. */
export type InviteContext = {
  members: readonly Pick<Member, 'email'>[]
  invites: readonly Pick<Invite, 'email'>[]
}

/** TEAM-2: not already a member, not already invited (case-insensitive). */
export function inviteConflict(email: string, team: InviteContext): string | null {
  if (team.members.some((m) => sameEmail(m.email, email))) return INVITE_FORM_MESSAGES.alreadyMember
  if (team.invites.some((i) => sameEmail(i.email, email)))
    return INVITE_FORM_MESSAGES.alreadyInvited
  return null
}

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
