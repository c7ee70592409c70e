import * as z from 'zod/mini'

export const domainUserSchema = z.object({ email: z.string() })

export const domainStatusSchema = z.object({
  team_domain_status: z.enum(['available', 'exists', 'forbidden', 'error']),
  team_name: z._default(z.nullable(z.string()), null),
  auto_invite: z._default(z.boolean(), false),
})

export const domainInfoSchema = z.object({
  same_domain_users: z.array(domainUserSchema),
  team_members: z._default(z.array(domainUserSchema), []),
  team_name: z._default(z.nullable(z.string()), null),
  subscription_status: z._default(z.nullable(z.string()), null),
})

export type DomainUser = z.infer<typeof domainUserSchema>
export type DomainStatus = z.infer<typeof domainStatusSchema>
export type DomainInfo = z.infer<typeof domainInfoSchema>
