import type { ReactNode } from 'react'
import { CentredCard } from '@/shared/ui'

/** The centred card /join/{token} sits in, as the sign-in screens do (INVLINK-6). */
export function JoinCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CentredCard title={title} wide>
      <div className="mt-4 flex flex-col gap-4 text-center text-sm text-muted-foreground">
        {children}
      </div>
    </CentredCard>
  )
}
