import { z } from 'zod'

export const inviteSchema = z.object({
  email: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  role: z.enum(['admin', 'member']).nullable(),
})

export const invitesResponseSchema = z.object({ invitations: z.array(inviteSchema) })

export type Invite = z.infer<typeof inviteSchema>
