import { z } from 'zod'

export const memberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable().default(''),
  lastName: z.string().nullable().default(''),
  name: z.string().nullable().default(''),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['admin', 'member']).nullable(),
})

export const membersResponseSchema = z.object({ members: z.array(memberSchema) })

export type Member = z.infer<typeof memberSchema>
