import { useState } from 'react'
import { ConfirmDialog, TypeNameField, typedNameMatches } from '@/shared/ui'

/** Mounted only while open, so the typed name starts empty every time. */
export function ZdrConfirmDialog({
  organisationName,
  onCancel,
  onConfirm,
}: {
  organisationName: string
  onCancel: () => void
  onConfirm: () => void
}) {
  const [typed, setTyped] = useState('')
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Turn on zero data retention?"
      description={`Audio and transcripts of everyone in ${organisationName} will no longer be stored. This cannot be undone: zero data retention cannot be turned off once it is on.`}
      confirmLabel="Turn on permanently"
      confirmDisabled={!typedNameMatches(typed, organisationName)}
      onConfirm={onConfirm}
    >
      <TypeNameField organisationName={organisationName} value={typed} onChange={setTyped} />
    </ConfirmDialog>
  )
}
