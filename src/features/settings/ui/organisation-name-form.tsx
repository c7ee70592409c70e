import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Organisation } from '@/entities/organisation'
import { useSubmitGuard } from '@/shared/lib'
import { Button, TextField, useToast } from '@/shared/ui'
import { useUpdateOrganisation } from '../api/use-update-organisation'
import { controlLock } from '../model/control-lock'
import { organisationNameSchema, type OrganisationNameValues } from '@/entities/organisation'
import { SETTINGS_MESSAGES } from '../model/settings-messages'
import { LockHint } from './lock-hint'
import { SettingsSection } from './settings-section'

/** The organisation name; "Save changes" appears only once the name differs (SPEC §2). */
export function OrganisationNameForm({ organisation }: { organisation: Organisation }) {
  const lock = controlLock(organisation, { enterpriseOnly: false })
  const update = useUpdateOrganisation()
  const toast = useToast()
  const guard = useSubmitGuard()
  const form = useForm<OrganisationNameValues>({
    resolver: zodResolver(organisationNameSchema),
    defaultValues: { name: organisation.name },
  })
  const typed = useWatch({ control: form.control, name: 'name' })
  const changed = typed.trim() !== organisation.name
  const onSubmit = guard(
    form.handleSubmit(async ({ name }) => {
      try {
        const updated = await update.mutateAsync({ name, logo: organisation.logo })
        form.reset({ name: updated.name })
        toast(SETTINGS_MESSAGES.detailsUpdated)
      } catch {
        // What was typed stays in the field so the admin can retry.
        toast(SETTINGS_MESSAGES.detailsFailed, 'error')
      }
    }),
  )
  return (
    <SettingsSection title="Organization details">
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3 pt-3">
        <TextField
          label="Organization name"
          className="min-w-60 flex-1"
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
