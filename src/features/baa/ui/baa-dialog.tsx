import { useState } from 'react'
import { rateLimitMessage } from '@/shared/api'
import { LIMITS } from '@/shared/contract'
import { tooLongMessage } from '@/shared/lib'
import { ConfirmDialog, TextField, TypeNameField, typedNameMatches, useToast } from '@/shared/ui'
import { useSignBaa } from '../api/use-sign-baa'
import { BAA_MESSAGES } from '../model/baa-messages'

/** BAA-2: accept only with a legal name; beyond it, the organisation name typed as well (ORG-8). */
export function BaaDialog({
  organisationName,
  onClose,
}: {
  organisationName: string
  onClose: () => void
}) {
  const [legalName, setLegalName] = useState('')
  const [typed, setTyped] = useState('')
  // SEC-4: a longer name says so and is not sent (never cut short: the BAA cannot be redone).
  const tooLong = legalName.trim().length > LIMITS.legalName
  const sign = useSignBaa()
  const toast = useToast()
  // ConfirmDialog confirms once per opening while busy (VAL-4).
  const onConfirm = () => {
    sign.mutate(legalName, {
      onSuccess: () => {
        toast(BAA_MESSAGES.baaSigned)
        onClose()
      },
      // The dialog stays open with what was typed.
      onError: (error) =>
        toast(rateLimitMessage(error) ?? BAA_MESSAGES.organisationFailed, 'error'),
    })
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sign the HIPAA BAA"
      description={`The Business Associate Agreement covers everyone in ${organisationName}. This cannot be undone: once signed, the BAA cannot be withdrawn here.`}
      confirmLabel="Accept and sign"
      tone="primary"
      busy={sign.isPending}
      confirmDisabled={!legalName.trim() || tooLong || !typedNameMatches(typed, organisationName)}
      onConfirm={onConfirm}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label="Legal name"
          hint="The organization's registered legal entity name, as it should appear on the agreement."
          value={legalName}
          onChange={(e) => setLegalName(e.target.value)}
          error={tooLong ? tooLongMessage(LIMITS.legalName) : undefined}
          autoComplete="organization"
        />
        <TypeNameField organisationName={organisationName} value={typed} onChange={setTyped} />
      </div>
    </ConfirmDialog>
  )
}
