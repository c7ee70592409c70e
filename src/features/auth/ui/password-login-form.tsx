import { Suspense, lazy, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { takeReturnPath } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import type { PasswordLoginValues } from '../model/password-login.schema'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { preloadPasswordLogin, usePasswordLogin } from '../api/use-password-login'
import { FormError } from './auth-card'

// Reached only by an unverified account: loads with the API client, after the first paint.
const ResendVerification = lazy(() =>
  import('./resend-verification').then((m) => ({ default: m.ResendVerification })),
)

// zodResolver and the schema load on first use, so zod is not in /login's first download.
const resolver: Resolver<PasswordLoginValues> = async (...args) =>
  (await import('../model/password-login.resolver')).passwordLoginResolver(...args)

/** The first form most visits see: react-hook-form, in the first load of /login (docs/performance.md). */
export function PasswordLoginForm({
  defaults,
  onSignUp,
}: {
  /** What was typed before a failed sign-up brought the person back here (LOGIN-11). */
  defaults?: PasswordLoginValues
  onSignUp: (email: string, password: string) => void
}) {
  const navigate = useNavigate()
  const signIn = usePasswordLogin()
  const form = useForm<PasswordLoginValues>({
    resolver,
    defaultValues: defaults ?? { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  // The refusal and the address it was for (LOGIN-8's resend goes to that one).
  const [failed, setFailed] = useState<{ message: string; email: string } | null>(null)
  const submit = async (values: PasswordLoginValues) => {
    setFailed(null)
    try {
      const outcome = await signIn(values)
      if (outcome.kind === 'sign-up') return onSignUp(outcome.email, outcome.password)
      // SESSION-11: the same user goes back to the page their session ended on.
      await navigate({ href: takeReturnPath(outcome.userId) ?? '/' })
    } catch (error) {
      setFailed({ message: (error as Error).message, email: values.email.trim() })
    }
  }
  // VAL-4: a second click lands before the busy state renders: one request only.
  const sending = useRef(false)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (sending.current) return
        sending.current = true
        void form
          .handleSubmit(submit)(event)
          .finally(() => (sending.current = false))
      }}
      onFocus={() => void preloadPasswordLogin()}
      className="flex flex-col gap-3"
    >
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
          className="inline-flex items-center text-sm font-medium text-primary underline-offset-2 hover:underline pointer-coarse:min-h-11"
        >
          Forgot password?
        </Link>
      </div>
      <FormError message={failed?.message} />
      {/* LOGIN-8's message points at this button. */}
      {failed?.message === AUTH_MESSAGES.unverified ? (
        <Suspense fallback={null}>
          <ResendVerification
            email={failed.email}
            label="Resend verification email"
            variant="secondary"
          />
        </Suspense>
      ) : null}
      <Button type="submit" busy={isSubmitting} busyLabel="Signing in…">
        Sign in
      </Button>
    </form>
  )
}
