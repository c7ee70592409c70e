import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { takeReturnPath } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { passwordLoginSchema, type PasswordLoginValues } from '../model/auth.schemas'
import { usePasswordLogin } from '../api/use-password-login'
import { FormError } from './auth-card'

export function PasswordLoginForm({
  onSignUp,
}: {
  onSignUp: (email: string, password: string) => void
}) {
  const navigate = useNavigate()
  const login = usePasswordLogin()
  const form = useForm<PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) => {
    if (login.isPending) return
    login.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'sign-up') onSignUp(outcome.email, outcome.password)
        // SESSION-11: the same user goes back to the page their session ended on.
        else void navigate({ href: takeReturnPath(outcome.userId) ?? '/' })
      },
    })
  })
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="text-right">
        <Link
          to="/forgot-password"
          className="text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormError message={login.error?.message} />
      <Button
        type="submit"
        busy={login.isPending}
        busyLabel="Signing in…"
        disabled={form.formState.isSubmitting}
      >
        Sign in
      </Button>
    </form>
  )
}
