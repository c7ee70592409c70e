import { useEffect, useState } from 'react'
import { SESSION_ENDED_MESSAGE, dismissSessionEndedNotice, sessionEndedNotice } from '@/shared/lib'
import { Banner } from '@/shared/ui'
import { AuthCard, FormError } from './auth-card'
import { ProviderButtons } from './provider-buttons'
import { PasswordLoginForm } from './password-login-form'
import { SsoForm } from './sso-form'
import { SignUpForm } from './sign-up-form'
import { VerifyPanel } from './verify-panel'

/** The login modes (LOGIN-1): default, sso, email (sign-up) and verify. */
type Mode =
  | { kind: 'default'; notice?: string }
  | { kind: 'sso' }
  | { kind: 'email'; email: string; password: string }
  | { kind: 'verify'; email: string }

export function LoginPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'default' })
  // SESSION-10: shown once, on the first visit after a session ended.
  const [ended] = useState(sessionEndedNotice)
  useEffect(dismissSessionEndedNotice, [])
  const back = () => setMode({ kind: 'default' })

  switch (mode.kind) {
    case 'sso':
      return (
        <AuthCard
          title="Single Sign-on"
          subtitle="Enter your work email to continue with your identity provider."
        >
          <SsoForm onBack={back} />
        </AuthCard>
      )
    case 'email':
      return (
        <AuthCard title="Create your account" subtitle="No account uses this email yet.">
          <SignUpForm
            email={mode.email}
            password={mode.password}
            onCreated={(email) => setMode({ kind: 'verify', email })}
            onFailed={(notice) => setMode({ kind: 'default', notice })}
            onBack={back}
          />
        </AuthCard>
      )
    case 'verify':
      return (
        <AuthCard
          title="Check your email"
          subtitle={
            <>
              We sent a verification link to <strong>{mode.email}</strong>.
            </>
          }
        >
          <VerifyPanel email={mode.email} onBack={back} />
        </AuthCard>
      )
    case 'default':
      return (
        <AuthCard title="Sign in">
          {ended ? <Banner tone="info">{SESSION_ENDED_MESSAGE}</Banner> : null}
          <FormError message={mode.notice} />
          <ProviderButtons onSso={() => setMode({ kind: 'sso' })} />
          <div
            className="flex items-center gap-3 text-xs text-muted-foreground uppercase"
            role="separator"
          >
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <PasswordLoginForm
            onSignUp={(email, password) => setMode({ kind: 'email', email, password })}
          />
        </AuthCard>
      )
  }
}
