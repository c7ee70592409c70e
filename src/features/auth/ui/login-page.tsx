import { lazy, useEffect, useRef, useState } from 'react'
import {
  AUTH_UNREACHABLE_MESSAGE,
  SESSION_ENDED_MESSAGE,
  dismissSessionEndedNotice,
  sessionEndedNotice,
  authUnreachableNotice,
  dismissAuthUnreachable,
} from '@/shared/lib'
import { Banner } from '@/shared/ui'
import { AuthCard, FormError } from './auth-card'
import { Later } from './later'
import { modePart } from './mode-part'
import { ProviderButtons } from './provider-buttons'
import { PasswordLoginForm } from './password-login-form'

// The other modes (and their form library) load when reached: the first paint needs none of them.
// SSO's is asked for as its button is pointed at, focused or pressed.
const sso = modePart(() => import('./sso-form').then((m) => m.SsoForm))
const SignUpForm = lazy(() => import('./sign-up-form').then((m) => ({ default: m.SignUpForm })))
const VerifyPanel = lazy(() => import('./verify-panel').then((m) => ({ default: m.VerifyPanel })))

/** The login modes (LOGIN-1): default, sso, email (sign-up) and verify. */
type Draft = { email: string; password: string; fullName: string }
type Mode =
  | { kind: 'default'; notice?: string; draft?: Draft }
  | { kind: 'sso' }
  | { kind: 'email'; draft: Draft }
  | { kind: 'verify'; email: string }

export function LoginPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'default' })
  // SESSION-10: shown once, on the first visit after a session ended.
  const [ended] = useState(sessionEndedNotice)
  useEffect(dismissSessionEndedNotice, [])
  // GATE-6: the auth check could not reach the auth service; said once.
  const [unreachable] = useState(authUnreachableNotice)
  useEffect(dismissAuthUnreachable, [])
  const back = () => setMode({ kind: 'default' })
  // The pressed button goes with the mode: the new title takes the focus and is read out.
  const title = useRef<HTMLHeadingElement>(null)
  const shownKind = useRef(mode.kind)
  useEffect(() => {
    if (shownKind.current === mode.kind) return
    shownKind.current = mode.kind
    title.current?.focus()
  }, [mode.kind])

  switch (mode.kind) {
    case 'sso':
      return (
        <AuthCard
          titleRef={title}
          title="Single Sign-on"
          subtitle="Enter your work email to continue with your identity provider."
        >
          <Later onBack={back}>
            <sso.ModePart onBack={back} />
          </Later>
        </AuthCard>
      )
    case 'email': {
      const draft = mode.draft
      return (
        <AuthCard
          titleRef={title}
          title="Create your account"
          subtitle="No account uses this email yet."
        >
          <Later onBack={() => setMode({ kind: 'default', draft })}>
            <SignUpForm
              defaults={mode.draft}
              onCreated={(email) => setMode({ kind: 'verify', email })}
              onFailed={(notice, draft) => setMode({ kind: 'default', notice, draft })}
              onBack={(typed) => setMode({ kind: 'default', draft: typed })}
            />
          </Later>
        </AuthCard>
      )
    }
    case 'verify':
      return (
        <AuthCard
          titleRef={title}
          title="Check your email"
          subtitle={
            <>
              We sent a verification link to <strong>{mode.email}</strong>.
            </>
          }
        >
          <Later onBack={back}>
            <VerifyPanel email={mode.email} onBack={back} />
          </Later>
        </AuthCard>
      )
    case 'default':
      return (
        <AuthCard titleRef={title} title="Sign in">
          {ended ? <Banner tone="info">{SESSION_ENDED_MESSAGE}</Banner> : null}
          {unreachable ? <Banner tone="warning">{AUTH_UNREACHABLE_MESSAGE}</Banner> : null}
          <FormError message={mode.notice} />
          <ProviderButtons
            onSso={() => setMode({ kind: 'sso' })}
            onSsoIntent={() => void sso.preload()}
          />
          <div
            className="flex items-center gap-3 text-xs text-muted-foreground uppercase"
            role="separator"
          >
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <PasswordLoginForm
            defaults={mode.draft}
            onSignUp={(email, password) =>
              // The full name typed before a failed sign-up waits for the same e-mail.
              setMode({
                kind: 'email',
                draft: {
                  email,
                  password,
                  fullName: mode.draft?.email === email ? mode.draft.fullName : '',
                },
              })
            }
          />
        </AuthCard>
      )
  }
}
