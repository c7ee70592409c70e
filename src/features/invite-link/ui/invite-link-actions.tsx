import { useState } from 'react'
import { Button, ConfirmDialog, useToast } from '@/shared/ui'
import { useCreateInviteLink, useTurnOffInviteLink } from '../api/use-invite-link-mutations'
import { INVLINK_MESSAGES as M } from '../model/invite-link-messages'

/** INVLINK-4, INVLINK-5: Reset link and Turn off, each asked first. */
export function InviteLinkActions() {
  const toast = useToast()
  const reset = useCreateInviteLink()
  const turnOff = useTurnOffInviteLink()
  const [asking, setAsking] = useState<'reset' | 'off' | null>(null)
  const close = () => setAsking(null)
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setAsking('reset')}>
        {M.reset}
      </Button>
      <Button variant="secondary" onClick={() => setAsking('off')}>
        {M.turnOff}
      </Button>
      <ConfirmDialog
        open={asking === 'reset'}
        onOpenChange={(open) => !open && close()}
        title={M.resetTitle}
        description={M.resetText}
        confirmLabel={M.reset}
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => toast(M.resetDone),
            onError: () => toast(M.resetFailed, 'error'),
            onSettled: close,
          })
        }
      />
      <ConfirmDialog
        open={asking === 'off'}
        onOpenChange={(open) => !open && close()}
        title={M.turnOffTitle}
        description={M.turnOffText}
        confirmLabel={M.turnOff}
        busy={turnOff.isPending}
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: () => toast(M.turnedOff),
            onError: () => toast(M.turnOffFailed, 'error'),
            onSettled: close,
          })
        }
      />
    </div>
  )
}
