import type { DomainUser } from '@/entities/domain'
import { Card } from '@/shared/ui'

/** START-3: the optional list of other people on the same domain. */
export function DomainUsersList({ domain, users }: { domain: string; users: DomainUser[] }) {
  return (
    <Card aria-labelledby="domain-users-heading">
      <h2 id="domain-users-heading" className="text-sm font-semibold">
        Others from {domain} on Flow
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">Invite them in the next step.</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm break-all">
        {users.map((u) => (
          <li key={u.email}>{u.email}</li>
        ))}
      </ul>
    </Card>
  )
}
