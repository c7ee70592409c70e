import { useState } from 'react'
import { LockHint, controlLock, type Organisation } from '@/entities/organisation'
import { Button } from '@/shared/ui'
import { BaaDialog } from './baa-dialog'

/** The org-wide HIPAA BAA (Enterprise-only); once signed it stays signed (SPEC §4). */
export function BaaSection({ organisation }: { organisation: Organisation }) {
  const [open, setOpen] = useState(false)
  const lock = controlLock(organisation, { enterpriseOnly: true, feature: true })
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex-1">
        <div className="flex items-center gap-2">
          <h3 className="text-sm font-medium text-slate-900 dark:text-slate-100">
            HIPAA Business Associate Agreement
          </h3>
          <LockHint lock={lock} />
        </div>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {organisation.hipaaBaaSigned
            ? 'Signed. The BAA covers everyone in the organization and cannot be undone.'
            : 'Required before members dictate protected health information.'}
        </p>
      </div>
      {organisation.hipaaBaaSigned ? (
        <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          BAA signed
        </span>
      ) : (
        <Button variant="secondary" disabled={lock.locked} onClick={() => setOpen(true)}>
          Sign BAA
        </Button>
      )}
      {open ? (
        <BaaDialog organisationName={organisation.name} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  )
}
