import { rateLimitMessage } from '@/shared/api'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  LockHint,
  controlLock,
  organisationNameSchema,
  type Organisation,
  type OrganisationNameValues,
} from '@/entities/organisation'
import { useDraft } from '@/entities/session'
import { useSingleFlightMutation } from '@/shared/lib'
import { Button, SettingsSection, TextField, useToast } from '@/shared/ui'
import { useUpdateOrganisation } from '../api/use-update-organisation'
import { SETTINGS_MESSAGES } from '../model/settings-messages'

/** The organisation name; "Save changes" appears only once the name differs (ORG-2). */
export function OrganisationNameForm({ organisation }: { organisation: Organisation }) {
  const lock = controlLock(organisation, { enterpriseOnly: false })
  const update = useSingleFlightMutation(useUpdateOrganisation())
  const toast = useToast()
  const form = useForm<OrganisationNameValues>({
    resolver: zodResolver(organisationNameSchema),
    defaultValues: { name: organisation.name },
  })
  useDraft(form, 'organisation-name')
  const typed = useWatch({ control: form.control, name: 'name' })
  const changed = typed.trim() !== organisation.name
  const onSubmit = form.handleSubmit(({ name }) => {
    // Enter submits a one-field form even with no button: only an admin's changed name is sent.
    if (lock.locked || !changed) return
    update.mutate(
      { name, logo: organisation.logo },
      {
        onSuccess: (updated) => {
          // A name typed while this one was saving stays, with its Save button (ORG-3).
          if (form.getValues('name').trim() === name.trim()) form.reset({ name: updated.name })
          toast(SETTINGS_MESSAGES.detailsUpdated)
        },
        // What was typed stays in the field so the admin can retry.
        onError: (error) =>
          toast(rateLimitMessage(error) ?? SETTINGS_MESSAGES.detailsFailed, 'error'),
      },
    )
  })
  return (
    <SettingsSection title="Organization details">
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3 pt-3">
        <TextField
          label="Organization name"
          className="max-w-lg min-w-0 flex-1 basis-60"
          readOnly={lock.locked}
          aria-readonly={lock.locked || undefined}
          autoComplete="organization"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        {lock.locked ? (
          <span className="mt-8">
            <LockHint lock={lock} />
          </span>
        ) : changed ? (
          <Button type="submit" className="mt-6" busy={update.isPending} busyLabel="Saving…">
            Save changes
          </Button>
        ) : null}
      </form>
    </SettingsSection>
  )
}
