import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Button, TextField } from '@/shared/ui'
import { useSubmitGuard } from '@/shared/lib'
import { emailOnlySchema, type EmailOnlyValues } from '../model/auth.schemas'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { lookupUser } from '../api/auth.api'
import { ssoSignInUrl } from '../lib/providers'
import { FormError } from './auth-card'

async function startSso({ email }: EmailOnlyValues): Promise<string> {
  const status = await lookupUser(email).catch(() => {
    throw new Error(AUTH_MESSAGES.statusFailed)
  })
  if (!status.exists) throw new Error(AUTH_MESSAGES.noSso)
  return ssoSignInUrl(email)
}

export function SsoForm({ onBack }: { onBack: () => void }) {
  const sso = useMutation({ mutationFn: startSso })
  const form = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  })
  const guard = useSubmitGuard()
  const onSubmit = guard(
    form.handleSubmit(async (values) => {
      const url = await sso.mutateAsync(values).catch(() => null)
      if (url) window.location.assign(url)
    }),
  )
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
      <Button type="submit" busy={sso.isPending || sso.isSuccess}>
        Continue
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to login options
      </Button>
    </form>
  )
}
