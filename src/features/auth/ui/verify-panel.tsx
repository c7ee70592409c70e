import { useMutation } from '@tanstack/react-query'
import { Button, useToast } from '@/shared/ui'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { resendVerification } from '../api/auth.api'

export function VerifyPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const toast = useToast()
  const resend = useMutation({
    mutationFn: () => resendVerification(email),
    onSuccess: () => toast(AUTH_MESSAGES.resendOk),
    onError: () => toast(AUTH_MESSAGES.resendFailed, 'error'),
  })
  return (
    <div className="flex flex-col gap-3">
      <Button busy={resend.isPending} busyLabel="Sending…" onClick={() => resend.mutate()}>
        Resend
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
    </div>
  )
}
