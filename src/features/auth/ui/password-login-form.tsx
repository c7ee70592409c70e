import { Suspense, lazy, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { takeReturnPath } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { passwordLoginIssues, type PasswordLoginValues } from '../model/password-login.schema'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { preloadPasswordLogin, usePasswordLogin } from '../api/use-password-login'
import { FormError } from './auth-card'

type Errors = Partial<Record<keyof PasswordLoginValues, string>>

// Reached only by an unverified account: loads with the API client, after the first paint.
const ResendVerification = lazy(() =>
  import('./resend-verification').then((m) => ({ default: m.ResendVerification })),
)

/**
 * The first form most visits see. A plain form (no form library): it ships in the first load
 * of /login, which stays small (see docs/performance.md).
 */
export function PasswordLoginForm({
  defaults,
  onSignUp,
}: {
  /** What was typed before a failed sign-up brought the person back here (LOGIN-11). */
  defaults?: PasswordLoginValues
  onSignUp: (email: string, password: string) => void
}) {
  const navigate = useNavigate()
  const login = usePasswordLogin()
  const [errors, setErrors] = useState<Errors>({})
  // A second click lands before the first one's pending state renders: one request only.
  const sending = useRef(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const field = (name: keyof PasswordLoginValues) =>
      form.querySelector<HTMLInputElement>(`[name="${name}"]`)
    const values = { email: field('email')?.value ?? '', password: field('password')?.value ?? '' }
    const issues = passwordLoginIssues(values)
    setErrors(issues)
    const invalid = (['email', 'password'] as const).find((field) => issues[field])
    if (invalid) return field(invalid)?.focus()
    sending.current = true
    login.mutate(values, {
      onSettled: () => (sending.current = false),
      onSuccess: (outcome) => {
        if (outcome.kind === 'sign-up') onSignUp(outcome.email, outcome.password)
        // SESSION-11: the same user goes back to the page their session ended on.
        else void navigate({ href: takeReturnPath(outcome.userId) ?? '/' })
      },
    })
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preloadPasswordLogin()}
      className="flex flex-col gap-3"
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={defaults?.email}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        defaultValue={defaults?.password}
        error={errors.password}
      />
      <div className="text-right">
        <Link
          to="/forgot-password"
          className="inline-flex items-center text-sm font-medium text-primary underline-offset-2 hover:underline pointer-coarse:min-h-11"
        >
          Forgot password?
        </Link>
      </div>
      <FormError message={login.error?.message} />
      {/* LOGIN-8's message points at this button. */}
      {login.error?.message === AUTH_MESSAGES.unverified && login.variables ? (
        <Suspense fallback={null}>
          <ResendVerification
            email={login.variables.email.trim()}
            label="Resend verification email"
            variant="secondary"
          />
        </Suspense>
      ) : null}
      <Button type="submit" busy={login.isPending} busyLabel="Signing in…">
        Sign in
      </Button>
    </form>
  )
}
