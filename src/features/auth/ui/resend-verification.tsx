import { rateLimitMessage } from '@/shared/api'
import { useSingleFlightMutation } from '@/shared/lib'
import { Button, useToast } from '@/shared/ui'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { useResendVerification } from '../api/use-resend-verification'

/** LOGIN-8 and LOGIN-12: sends the verification e-mail again and says how that went. */
export function ResendVerification({
  email,
  label,
  variant,
}: {
  email: string
  label: string
  variant?: 'primary' | 'secondary'
}) {
  const toast = useToast()
  const resend = useSingleFlightMutation(useResendVerification(email))
  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: () => toast(AUTH_MESSAGES.resendOk),
      onError: (error) => toast(rateLimitMessage(error) ?? AUTH_MESSAGES.resendFailed, 'error'),
    })
  }
  return (
    <Button variant={variant} busy={resend.isPending} busyLabel="Sending…" onClick={onResend}>
      {label}
    </Button>
  )
}
