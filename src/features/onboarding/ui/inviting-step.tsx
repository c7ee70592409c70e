import { useId } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Banner, Button, TextField, InlineError } from '@/shared/ui'
import {
  TEAMMATE_FIELDS,
  TEAMMATES_GROUP,
  teammatesSchema,
  type TeammateField,
  type TeammatesValues,
} from '../model/teammates.schema'
import { useDraft } from '@/entities/session'
import { StepCard } from './step-card'

// The group rule's key is not a field name, so react-hook-form's types do not know it.
const GROUP = TEAMMATES_GROUP as unknown as TeammateField

type Props = {
  defaultValues: TeammatesValues
  busy: boolean
  error: string | null
  focusOnMount: boolean
  onBack: (values: TeammatesValues) => void
  onSubmit: (values: TeammatesValues) => void
}

/** Step 2 (START-5): three e-mail slots validated on blur; Continue only when valid. */
export function InvitingStep({
  defaultValues,
  busy,
  error,
  focusOnMount,
  onBack,
  onSubmit,
}: Props) {
  const form = useForm<TeammatesValues>({
    resolver: zodResolver(teammatesSchema),
    defaultValues,
    mode: 'onTouched',
  })
  useDraft(form, 'create-organisation-teammates')
  const groupErrorId = useId()
  // The "at least one" rule belongs to no single field: it lives under its own key.
  const errors = form.formState.errors as typeof form.formState.errors &
    Partial<Record<typeof TEAMMATES_GROUP, FieldError>>
  const groupError = errors[TEAMMATES_GROUP]?.message

  return (
    <StepCard
      id="inviting"
      step={2}
      title="Invite your teammates"
      description="They join as admins and can help manage the team and billing."
      focusOnMount={focusOnMount}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={groupError ? groupErrorId : undefined}
      >
        <legend className="sr-only">Teammates&apos; emails</legend>
        {TEAMMATE_FIELDS.map((field, i) => (
          <TextField
            key={field}
            label={`Teammate email ${i + 1}`}
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
            error={form.formState.errors[field]?.message}
            {...form.register(field, {
              // Blur checks every slot, so the group rule shows whichever slot is left last.
              onBlur: () => void form.trigger(),
              onChange: () => {
                // Typing clears the group message at once; each slot waits for its own blur.
                if (form.getFieldState(GROUP).error) void form.trigger(GROUP)
              },
            })}
          />
        ))}
      </fieldset>
      {groupError ? (
        <InlineError id={groupErrorId} role="alert">
          {groupError}
        </InlineError>
      ) : null}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => onBack(form.getValues())}>
          Back
        </Button>
        <Button
          type="submit"
          busy={busy}
          // Not disabled while submitting: that would drop the keyboard's focus (UX-14); busy and
          // the single-flight create already ignore a second press.
          disabled={!form.formState.isValid}
        >
          Continue
        </Button>
      </div>
    </StepCard>
  )
}
