import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useSingleFlightMutation } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { emailOnlySchema, type EmailOnlyValues } from '../model/auth.schema'
import { useSsoSignIn } from '../api/use-sso-sign-in'
import { FormError } from './auth-card'

export function SsoForm({ onBack }: { onBack: () => void }) {
  const sso = useSingleFlightMutation(useSsoSignIn())
  const form = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  })
  // After success the browser is leaving for the identity provider: nothing more to send.
  const busy = sso.isPending || sso.isSuccess
  const onSubmit = form.handleSubmit((values) => {
    if (busy) return
    sso.mutate(values, { onSuccess: (url) => window.location.assign(url) })
  })
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormError message={sso.error?.message} />
      <Button type="submit" busy={busy}>
        Continue
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to login options
      </Button>
    </form>
  )
}
