import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { isApiError } from '@/shared/api'
import { Button, TextField } from '@/shared/ui'
import { useSubmitGuard } from '@/shared/lib'
import { signUpSchema, type SignUpValues } from '../model/auth.schemas'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { signUp } from '../api/auth.api'

type Props = {
  email: string
  password: string
  onCreated: (email: string) => void
  onFailed: (message: string) => void
  onBack: () => void
}

/** E-mail sign-up: the e-mail is locked to the one just looked up. */
export function SignUpForm({ email, password, onCreated, onFailed, onBack }: Props) {
  const create = useMutation({
    mutationFn: (v: SignUpValues) =>
      signUp({ email: v.email, password: v.password, full_name: v.fullName.trim() }),
  })
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email, password, fullName: '' },
  })
  const { errors } = form.formState
  const guard = useSubmitGuard()
  const onSubmit = guard(
    form.handleSubmit(async (values) => {
      try {
        await create.mutateAsync(values)
        onCreated(values.email)
      } catch (error) {
        onFailed(
          isApiError(error) && error.status < 500 ? error.message : AUTH_MESSAGES.signupFailed,
        )
      }
    }),
  )
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        readOnly
        aria-readonly="true"
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Full name"
        autoComplete="name"
        autoFocus
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <Button type="submit" busy={create.isPending} busyLabel="Creating account…">
        Create account
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
    </form>
  )
}
