import { Button } from '@/shared/ui'
import { ResendVerification } from './resend-verification'

export function VerifyPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <ResendVerification email={email} label="Resend" />
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
    </div>
  )
}
