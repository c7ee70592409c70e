import { rateLimitMessage } from '@/shared/api'
import { Button, useToast } from '@/shared/ui'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { useResendVerification } from '../api/use-resend-verification'

export function VerifyPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const toast = useToast()
  const resend = useResendVerification(email)
  const onResend = () => {
    if (resend.isPending) return
    resend.mutate(undefined, {
      onSuccess: () => toast(AUTH_MESSAGES.resendOk),
      onError: (error) => toast(rateLimitMessage(error) ?? AUTH_MESSAGES.resendFailed, 'error'),
    })
  }
  return (
    <div className="flex flex-col gap-3">
      <Button busy={resend.isPending} busyLabel="Sending…" onClick={onResend}>
        Resend
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
    </div>
  )
}
