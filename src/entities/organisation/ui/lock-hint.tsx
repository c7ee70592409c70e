import { Link } from '@tanstack/react-router'
import { Tooltip } from '@/shared/ui'
import type { ControlLock } from '../model/control-lock'

/** The Enterprise tag (links to billing, SPEC §6) and a lock whose tooltip says why. */
export function LockHint({ lock }: { lock: ControlLock }) {
  if (!lock.locked || !lock.reason) return null
  return (
    <span className="inline-flex items-center gap-2">
      {lock.needsEnterprise ? <EnterpriseTag /> : null}
      <Tooltip content={lock.reason}>
        <svg
          role="img"
          aria-label={lock.reason}
          viewBox="0 0 20 20"
          className="size-4 fill-slate-500 dark:fill-slate-400"
        >
          <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
        </svg>
      </Tooltip>
    </span>
  )
}

export function EnterpriseTag() {
  return (
    <Link
      to="/app/settings/billing"
      className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 hover:bg-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:bg-indigo-900 dark:text-indigo-100"
    >
      Enterprise
    </Link>
  )
}
