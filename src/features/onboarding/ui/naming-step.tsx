import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, TextField } from '@/shared/ui'
import {
  organisationNameSchema,
  type OrganisationNameInput,
  type OrganisationNameValues,
} from '@/entities/organisation'
import { useDraft } from '@/entities/session'
import { StepCard } from './step-card'

type Props = {
  defaultName: string
  domain: string
  focusOnMount: boolean
  onNext: (name: string) => void
}

/** Step 1 (START-4): organisation name, the domain it is for, and Create. */
export function NamingStep({ defaultName, domain, focusOnMount, onNext }: Props) {
  const form = useForm<OrganisationNameInput, unknown, OrganisationNameValues>({
    resolver: zodResolver(organisationNameSchema),
    defaultValues: { name: defaultName },
  })
  useDraft(form, 'create-organisation-naming')
  return (
    <StepCard
      id="naming"
      step={1}
      title="Name your organization"
      description="This is how your team appears in Flow. You can change it later."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(({ name }) => onNext(name))}
    >
      <TextField
        label="Organization name"
        autoComplete="organization"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-foreground">Domain</span>
        <span className="rounded-md border border-border bg-muted px-3 py-2 text-foreground">
          {domain}
        </span>
      </div>
      <div>
        <Button type="submit">Create</Button>
      </div>
    </StepCard>
  )
}
