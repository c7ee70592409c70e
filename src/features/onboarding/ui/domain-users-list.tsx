import type { DomainUser } from '@/entities/domain'
import { Card, EmailText, ShowMoreButton, useShowMore } from '@/shared/ui'

/** START-3: the optional list of other people on the same domain (a page at a time). */
export function DomainUsersList({ domain, users }: { domain: string; users: DomainUser[] }) {
  const { visible, more, showMore } = useShowMore(users)
  return (
    <Card aria-labelledby="domain-users-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="domain-users-heading" className="text-sm font-semibold">
          Others from {domain} on Flow
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">Invite them in the next step.</p>
      </div>
      <ul className="flex flex-col gap-1 text-sm [overflow-wrap:anywhere]">
        {visible.map((u) => (
          <li key={u.email}>
            <EmailText value={u.email} />
          </li>
        ))}
      </ul>
      <ShowMoreButton more={more} onClick={showMore} />
    </Card>
  )
}
