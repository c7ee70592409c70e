import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useDraft } from '@/entities/session'
import { rateLimitMessage } from '@/shared/api'
import { Button, Dialog, TextAreaField, useToast } from '@/shared/ui'
import { useRequestUpgrade } from '../api/use-request-upgrade'
import { UPGRADE_MESSAGES, upgradeRequestSchema } from '../model/upgrade-prompt'
import { useSingleFlightMutation } from '@/shared/lib'

/** Mounted while open; a failed send keeps the message as typed. */
export function RequestUpgradeDialog({
  onClose,
  onSent,
}: {
  onClose: () => void
  onSent: () => void
}) {
  const form = useForm({
    resolver: zodResolver(upgradeRequestSchema),
    defaultValues: { message: UPGRADE_MESSAGES.defaultRequest },
  })
  useDraft(form, 'upgrade-request')
  const request = useSingleFlightMutation(useRequestUpgrade())
  const toast = useToast()
  const formId = useId()
  const onSubmit = form.handleSubmit(({ message }) => {
    request.mutate(message.trim() || UPGRADE_MESSAGES.defaultRequest, {
      onSuccess: () => {
        toast(UPGRADE_MESSAGES.sent)
        onSent()
      },
      onError: (error) => toast(rateLimitMessage(error) ?? UPGRADE_MESSAGES.failed, 'error'),
    })
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !request.isPending && onClose()}
      title="Request an upgrade"
      description="Your message goes to your organization's admins."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={request.isPending}>
            Send request
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className="flex flex-col gap-2">
        <TextAreaField
          label="Message"
          rows={6}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
      </form>
    </Dialog>
  )
}
