import { useState } from 'react'
import { LockHint, controlLock, type Organisation } from '@/entities/organisation'
import { Button, Badge } from '@/shared/ui'
import { BaaDialog } from './baa-dialog'

/** The org-wide HIPAA BAA (Enterprise-only); once signed it stays signed (BAA-3). */
export function BaaSection({ organisation }: { organisation: Organisation }) {
  const [open, setOpen] = useState(false)
  const lock = controlLock(organisation, { enterpriseOnly: true, feature: true })
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      {/* At least 16rem before the button wraps below; narrower only when nothing else fits. */}
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="text-sm font-medium text-foreground">
            HIPAA Business Associate Agreement
          </h3>
          <LockHint lock={lock} />
        </div>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {organisation.hipaaBaaSigned
            ? 'Signed. The BAA covers everyone in the organization and cannot be undone.'
            : 'Required before members dictate protected health information.'}
        </p>
      </div>
      {organisation.hipaaBaaSigned ? (
        <Badge tone="success" size="md">
          BAA signed
        </Badge>
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
