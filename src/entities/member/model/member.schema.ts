import * as z from 'zod/mini'

export const memberSchema = z.object({
  userId: z.string(),
  firstName: z._default(z.nullable(z.string()), ''),
  lastName: z._default(z.nullable(z.string()), ''),
  name: z._default(z.nullable(z.string()), ''),
  email: z.string(),
  avatarUrl: z.nullable(z.string()),
  role: z.nullable(z.enum(['admin', 'member'])),
})

export const membersResponseSchema = z.object({ members: z.array(memberSchema) })

export type Member = z.infer<typeof memberSchema>
