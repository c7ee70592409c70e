import type { ReactNode, Ref } from 'react'
import { CentredCard } from '@/shared/ui'

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  titleRef,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** For a page that moves focus to the title when its content changes. */
  titleRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <CentredCard title={title} titleRef={titleRef}>
      {subtitle ? (
        <p className="mt-2 text-center text-sm text-muted-foreground">{subtitle}</p>
      ) : null}
      <div className="mt-6 flex flex-col gap-4">{children}</div>
    </CentredCard>
  )
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive-subtle px-3 py-2 text-sm text-destructive-subtle-foreground"
    >
      {message}
    </p>
  )
}
