import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react'
import { Card } from '@/shared/ui'

type Props = {
  id: string
  step: number
  title: string
  description: ReactNode
  /** Moves focus to the heading, so keyboard and screen-reader users land in the new step. */
  focusOnMount: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}

/** One step of the create-organisation flow: a titled card around its form. */
export function StepCard({
  id,
  step,
  title,
  description,
  focusOnMount,
  onSubmit,
  children,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  return (
    <Card aria-labelledby={`${id}-heading`}>
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">Step {step} of 2</p>
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-lg font-semibold outline-none"
      >
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        {children}
      </form>
    </Card>
  )
}
