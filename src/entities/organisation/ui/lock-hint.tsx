import { Link } from '@tanstack/react-router'
import { Tooltip, Badge } from '@/shared/ui'
import type { ControlLock } from '../model/control-lock'
import Lock from 'lucide-react/icons/lock'

/** The Enterprise tag (links to billing, ACCESS-4) and a lock whose tooltip says why. */
export function LockHint({ lock }: { lock: ControlLock }) {
  if (!lock.locked || !lock.reason) return null
  return (
    <span className="inline-flex items-center gap-2">
      {lock.needsEnterprise ? <EnterpriseTag /> : null}
      <Tooltip content={lock.reason}>
        <Lock role="img" aria-label={lock.reason} className="size-4 text-muted-foreground" />
      </Tooltip>
    </span>
  )
}

export function EnterpriseTag() {
  return (
    <Badge asChild tone="primary" interactive>
      <Link to="/app/settings/billing">Enterprise</Link>
    </Badge>
  )
}
