import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useDraft } from '@/entities/session'
import { rateLimitMessage } from '@/shared/api'
import { useSingleFlightMutation } from '@/shared/lib'
import {
  Button,
  ConfirmDialog,
  FormSelect,
  SwitchField,
  TextAreaField,
  TextField,
  useToast,
} from '@/shared/ui'
import { useSendNotification } from '../api/use-send-notification'
import { NOTIFICATION_MESSAGES as M } from '../model/notification-messages'
import {
  NOTIFICATION_TYPES,
  emptyNotification,
  notificationSchema,
  type NotificationRequest,
} from '../model/notification.schema'

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}))

/** The fields top to bottom: a failed submit focuses the first one in error. */
const FIELD_ORDER = ['type', 'key', 'title', 'text', 'emails'] as const

export function NotificationForm() {
  const toast = useToast()
  const send = useSingleFlightMutation(useSendNotification())
  // A send-to-all request waits here until the confirm dialog says yes.
  const [awaitingConfirm, setAwaitingConfirm] = useState<NotificationRequest | null>(null)
  const form = useForm({
    resolver: zodResolver(notificationSchema),
    defaultValues: emptyNotification,
    // Focused below in the form's order: the library registers the Type select after the fields.
    shouldFocusError: false,
  })
  useDraft(form, 'notification')
  const { errors } = form.formState
  const sendToAll = useWatch({ control: form.control, name: 'sendToAll' })

  const deliver = (request: NotificationRequest) => {
    send.mutate(request, {
      onSuccess: () => {
        toast(M.sent)
        setAwaitingConfirm(null)
        form.reset(emptyNotification)
      },
      onError: (error) => {
        // The form keeps every value so the sender can retry.
        toast(rateLimitMessage(error) ?? M.failed, 'error')
        setAwaitingConfirm(null)
      },
    })
  }

  const onSubmit = form.handleSubmit(
    (request) => (request.sendToAll ? setAwaitingConfirm(request) : deliver(request)),
    (invalid) => {
      const first = FIELD_ORDER.find((name) => invalid[name])
      if (first) form.setFocus(first)
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormSelect
        control={form.control}
        name="type"
        label="Type"
        placeholder="Choose a type"
        options={TYPE_OPTIONS}
        className="max-w-xs"
      />
      <TextField
        label="Key"
        placeholder="e.g. spring_launch_2025"
        autoComplete="off"
        error={errors.key?.message}
        {...form.register('key')}
      />
      <TextField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="Text"
        rows={4}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <Controller
        control={form.control}
        name="sendToAll"
        render={({ field }) => (
          <SwitchField
            label="Send to all users"
            description="Every user gets this notification; the e-mail list is ignored."
            checked={field.value}
            onCheckedChange={(on) => {
              field.onChange(on)
              // NOTIF-4 holds only while not sending to all: the e-mail error follows the switch.
              if (form.formState.isSubmitted) void form.trigger('emails')
            }}
          />
        )}
      />
      <TextField
        label="Emails"
        placeholder="ana@example.com, bo@example.com"
        hint={
          sendToAll ? 'Not used while sending to all users.' : 'Separate addresses with commas.'
        }
        autoComplete="off"
        disabled={sendToAll}
        error={errors.emails?.message}
        {...form.register('emails')}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={send.isPending && !awaitingConfirm}>
          Send
        </Button>
      </div>
      <ConfirmDialog
        open={awaitingConfirm !== null}
        onOpenChange={(open) => !open && setAwaitingConfirm(null)}
        title="Send to all users?"
        description="This notification goes to every user of the product. It cannot be undone."
        confirmLabel="Send"
        tone="primary"
        busy={send.isPending}
        onConfirm={() => {
          if (awaitingConfirm) deliver(awaitingConfirm)
        }}
      />
    </form>
  )
}
