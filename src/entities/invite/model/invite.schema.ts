import * as z from 'zod/mini'

export const inviteSchema = z.object({
  email: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  role: z.nullable(z.enum(['admin', 'member'])),
})

export const invitesResponseSchema = z.object({ invitations: z.array(inviteSchema) })

export type Invite = z.infer<typeof inviteSchema>
