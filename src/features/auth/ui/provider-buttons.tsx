import { Button } from '@/shared/ui'
import { socialSignInUrl, type SocialProvider } from '../lib/providers'

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'microsoft', label: 'Continue with Microsoft' },
  { id: 'apple', label: 'Continue with Apple' },
]

type Props = {
  onSso: () => void
  /** The SSO button pointed at, focused or pressed: its form's code can start coming. */
  onSsoIntent: () => void
}

export function ProviderButtons({ onSso, onSsoIntent }: Props) {
  return (
    <div className="flex flex-col gap-2">
      {PROVIDERS.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          onClick={() => window.location.assign(socialSignInUrl(p.id))}
        >
          {p.label}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={onSso}
        onPointerEnter={onSsoIntent}
        onPointerDown={onSsoIntent}
        onFocus={onSsoIntent}
      >
        Single Sign-on
      </Button>
    </div>
  )
}
