import { z } from 'zod'

export const domainUserSchema = z.object({ email: z.string() })

export const domainStatusSchema = z.object({
  team_domain_status: z.enum(['available', 'exists', 'forbidden', 'error']),
  team_name: z.string().nullable().default(null),
  auto_invite: z.boolean().default(false),
})

export const domainInfoSchema = z.object({
  same_domain_users: z.array(domainUserSchema),
  team_members: z.array(domainUserSchema).default([]),
  team_name: z.string().nullable().default(null),
  subscription_status: z.string().nullable().default(null),
})

export type DomainUser = z.infer<typeof domainUserSchema>
export type DomainStatus = z.infer<typeof domainStatusSchema>
export type DomainInfo = z.infer<typeof domainInfoSchema>
