import { useForm, useWatch } from 'react-hook-form'
import {
  INVITE_RESULT_MESSAGES,
  inviteErrorMessage,
  useContactAdmins,
  useInviteMember,
  type Invite,
} from '@/entities/invite'
import { ROLE_OPTIONS, type Member } from '@/entities/member'
import { useDraft } from '@/entities/session'
import type { Subscription } from '@/entities/organisation'
import { rateLimitMessage } from '@/shared/api'
import { sameEmail, useSingleFlightMutation } from '@/shared/lib'
import { Button, FormSelect, TextField, useToast } from '@/shared/ui'
import { inviteCostText } from '../lib/seat-cost'
import {
  inviteResolver,
  type InviteContext,
  type InviteFormInput,
  type InviteValues,
} from '../model/invite.schema'

type Props = {
  admin: boolean
  members: readonly Member[]
  invites: readonly Invite[]
  subscription: Subscription | null
}

/** Admins invite directly; anyone else sends the same request to the admins (TEAM-3). */
export function InviteForm({ admin, members, invites, subscription }: Props) {
  const toast = useToast()
  // One invite at a time (VAL-4); the Add button stays focusable while it is on its way (UX-14).
  const invite = useSingleFlightMutation(useInviteMember())
  const contact = useSingleFlightMutation(useContactAdmins())
  const form = useForm<InviteFormInput, InviteContext, InviteValues>({
    resolver: inviteResolver,
    // The resolver checks "already in team / invited" against the live lists.
    context: { members, invites },
    defaultValues: { email: '', role: 'member' },
  })
  useDraft(form, 'team-invite')
  const email = useWatch({ control: form.control, name: 'email' })

  const send = (values: InviteValues) => {
    // Clears the sent address only: one typed while it was on its way stays (SESSION-11).
    const done = () => {
      if (sameEmail(form.getValues('email'), values.email))
        form.reset({ email: '', role: values.role })
    }
    if (admin)
      return invite.mutate(values, {
        onSuccess: () => {
          toast(INVITE_RESULT_MESSAGES.invited)
          done()
        },
        onError: (error) => toast(inviteErrorMessage(error), 'error'),
      })
    contact.mutate(values, {
      onSuccess: () => {
        toast(INVITE_RESULT_MESSAGES.contacted)
        done()
      },
      onError: (error) =>
        toast(rateLimitMessage(error) ?? INVITE_RESULT_MESSAGES.contactFailed, 'error'),
    })
  }
  // Shown as soon as an address is typed, so the bill is no surprise.
  const cost = admin && email.trim() ? inviteCostText(subscription) : null
  const busy = invite.isPending || contact.isPending
  const onSubmit = form.handleSubmit(send)

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="teammate@company.com"
          className="min-w-[min(14rem,100%)] flex-1"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormSelect
          control={form.control}
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          className="w-36"
          mountOnUse
        />
        <div className="flex flex-col gap-1">
          {/* Keeps the button level with the inputs under their labels. */}
          <span aria-hidden="true" className="text-sm select-none">
            &nbsp;
          </span>
          <div className="flex min-h-9 items-center">
            <Button type="submit" busy={busy} aria-describedby="invite-note">
              Add
            </Button>
          </div>
        </div>
      </div>
      {/* Under the row, its line kept: the seat cost appearing while typing moves nothing. */}
      <p id="invite-note" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {admin ? cost : 'Admins get your request by e-mail.'}
      </p>
    </form>
  )
}
