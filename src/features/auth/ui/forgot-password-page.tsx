import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Banner, Button, TextField, buttonClass } from '@/shared/ui'
import { useSubmitGuard } from '@/shared/lib'
import { resetPasswordSchema } from '../model/auth.schemas'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { lookupUser, requestPasswordReset } from '../api/auth.api'
import { AuthCard, FormError } from './auth-card'

async function sendReset({ email }: { email: string }) {
  const status = await lookupUser(email).catch(() => {
    throw new Error(AUTH_MESSAGES.resetFailed)
  })
  if (!status.exists) throw new Error(AUTH_MESSAGES.accountMissing)
  const answer = await requestPasswordReset(email.trim()).catch(() => {
    throw new Error(AUTH_MESSAGES.resetFailed)
  })
  if (answer.error) throw new Error(AUTH_MESSAGES.resetFailed)
}

export function ForgotPasswordPage() {
  const reset = useMutation({ mutationFn: sendReset })
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email: '' } })
  const guard = useSubmitGuard()
  const onSubmit = guard(
    form.handleSubmit((values) => reset.mutateAsync(values).catch(() => undefined)),
  )
  return (
    <AuthCard
      title="Reset your password"
      subtitle="We'll email you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormError message={reset.error?.message} />
        {reset.isSuccess ? <Banner tone="success">{AUTH_MESSAGES.resetSent}</Banner> : null}
        <Button type="submit" busy={reset.isPending} busyLabel="Sending...">
          Send reset email
        </Button>
        <Link to="/login" className={buttonClass('ghost')}>
          Back to login
        </Link>
      </form>
    </AuthCard>
  )
}
