import type { InviteLink } from '@/shared/contract'
import { formatDate } from '@/shared/lib'
import { Button, SelectField, SwitchField, TextField, useToast } from '@/shared/ui'
import { useUpdateInviteLink, type InviteLinkPatch } from '../api/use-invite-link-mutations'
import { EXPIRY_OPTIONS, INVLINK_MESSAGES as M, ROLE_OPTIONS } from '../model/invite-link-messages'
import { InviteLinkActions } from './invite-link-actions'

/** INVLINK-3, INVLINK-8: the address to copy, its settings and how many joined through it. */
export function InviteLinkDetails({ link }: { link: InviteLink }) {
  const toast = useToast()
  const update = useUpdateInviteLink()
  // INVLINK-3: shown at once (optimistic); a refusal puts it back and says so.
  const change = (patch: InviteLinkPatch) =>
    update.mutate(patch, {
      onSuccess: () => toast(M.updated),
      onError: () => toast(M.updateFailed, 'error'),
    })
  const copy = () =>
    navigator.clipboard
      .writeText(link.url)
      .then(() => toast(M.copied))
      .catch(() => toast(M.copyFailed, 'error'))
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={M.address}
          value={link.url}
          readOnly
          className="min-w-0 flex-1 basis-64"
          inputClassName="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>{M.copy}</Button>
      </div>
      <div className="flex flex-wrap gap-4">
        <SelectField
          label={M.role}
          value={link.role}
          options={ROLE_OPTIONS}
          onValueChange={(role) => change({ role: role as InviteLink['role'] })}
        />
        <div className="flex flex-col gap-1">
          <SelectField
            label={M.expires}
            value={link.expiry}
            options={EXPIRY_OPTIONS}
            onValueChange={(expiry) => change({ expiry: expiry as InviteLink['expiry'] })}
          />
          <p className="text-sm text-muted-foreground">
            {link.expires_at ? M.expiresOn(formatDate(link.expires_at)) : M.neverExpires}
          </p>
        </div>
      </div>
      {link.domain ? (
        <SwitchField
          label={M.restrict(link.domain)}
          checked={link.restrict_to_domain}
          onCheckedChange={(restrict) => change({ restrict_to_domain: restrict })}
        />
      ) : null}
      <div className="text-sm">
        <p className="font-medium">{M.uses(link.uses)}</p>
        <p className="text-muted-foreground">{M.billing}</p>
      </div>
      <InviteLinkActions />
    </div>
  )
}
