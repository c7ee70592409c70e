import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError } from '@/shared/api'
import { useSingleFlightMutation } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { signUpSchema, type SignUpValues } from '../model/auth.schema'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { SignUpRefused, useSignUp } from '../api/use-sign-up'

type Props = {
  defaults: SignUpValues
  onCreated: (email: string) => void
  /** LOGIN-11: back to the default mode, with what was typed. */
  onFailed: (message: string, typed: SignUpValues) => void
  /** Back keeps what was typed too (LOGIN-11). */
  onBack: (typed: SignUpValues) => void
}

/** LOGIN-11: the server's error (a 4xx, or a 200 carrying `error`), else the generic failure. */
function signUpFailure(error: unknown): string {
  if (error instanceof SignUpRefused) return error.serverError ?? AUTH_MESSAGES.signupFailed
  return isApiError(error) && error.status < 500 ? error.message : AUTH_MESSAGES.signupFailed
}

/** E-mail sign-up: the e-mail is locked to the one just looked up. */
export function SignUpForm({ defaults, onCreated, onFailed, onBack }: Props) {
  const create = useSingleFlightMutation(useSignUp())
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: defaults,
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => onCreated(values.email),
      onError: (error) => onFailed(signUpFailure(error), values),
    })
  })
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
      <Button variant="ghost" onClick={() => onBack(form.getValues())}>
        Back
      </Button>
    </form>
  )
}
