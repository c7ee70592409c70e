import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useSingleFlightMutation } from '@/shared/lib'
import { Banner, Button, TextField, buttonClass } from '@/shared/ui'
import { resetPasswordSchema } from '../model/auth.schema'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { usePasswordReset } from '../api/use-password-reset'
import { AuthCard, FormError } from './auth-card'

export function ForgotPasswordPage() {
  const reset = useSingleFlightMutation(usePasswordReset())
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email: '' } })
  // The outcome shows from the mutation's state: the banner or the error line.
  const onSubmit = form.handleSubmit((values) => reset.mutate(values))
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
        {/* A live region before the message: one created with its text may go unannounced. */}
        <div aria-live="polite">
          {reset.isSuccess ? <Banner tone="success">{AUTH_MESSAGES.resetSent}</Banner> : null}
        </div>
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
