import { useCallback, useId, useMemo, useReducer, useRef } from 'react'
import type { Invite, InviteValues } from '@/entities/invite'
import { ROLE_OPTIONS, type Member } from '@/entities/member'
import { useDraftText } from '@/entities/session'
import type { Role } from '@/entities/organisation'
import { rateLimitMessage } from '@/shared/api'
import type { BatchRow } from '@/shared/lib'
import { BatchProgress, Button, Dialog, InlineError, NativeSelect, useToast } from '@/shared/ui'
import { INVITE_RESULT_MESSAGES } from '@/entities/invite'
import { useAskAdmins } from '../api/use-ask-admins'
import { useInviteBatch } from '../api/use-invite-batch'
import { adminRequest } from '../model/admin-request'
import { initialInviteMany, inviteManyReducer } from '../model/invite-many-flow'
import { INVITE_MANY_MESSAGES as M } from '../model/invite-many-messages'
import { preflight } from '../model/preflight'
import { AddressInput } from './address-input'
import { PreflightReview } from './preflight-review'
import { SendResults } from './send-results'

type Props = {
  admin: boolean
  members: readonly Member[]
  invites: readonly Invite[]
}

/**
 * "Invite many": paste or upload, check every row, then send at most 4 at a time (admins) or
 * one request to the admins (everyone else, TEAM-3). Closing while sending keeps sending, with
 * the progress shown beside the button.
 */
export function InviteMany({ admin, members, invites }: Props) {
  const toast = useToast()
  const [state, dispatch] = useReducer(inviteManyReducer, initialInviteMany)
  const { open, text, entries, defaultRole, askError } = state
  const setOpen = (next: boolean) => dispatch({ type: 'open-changed', open: next })
  const inputFormId = useId()
  const box = useRef<HTMLTextAreaElement>(null)

  const onFinish = useCallback(
    (ran: readonly BatchRow<InviteValues, Invite>[]) => {
      const sent = ran.filter((r) => r.state === 'done').length
      // INVITE-6: one summary when the run ends, however it was left. A retry's counts only
      // what it sent again: the rest was summed up (and its billing told) by the run before.
      if (sent === ran.length) toast(M.allSent(sent))
      else toast(M.someFailed(sent, ran.length), 'error')
    },
    [toast],
  )
  const batch = useInviteBatch(onFinish)
  const ask = useAskAdmins()
  const sending = batch.rows.length > 0
  // SESSION-11: a list being typed or checked in the open dialog is kept if the session ends,
  // and comes back open; a closed dialog or a list already sending keeps nothing.
  useDraftText(
    'invite-many',
    () => (open && !sending ? (box.current?.value ?? text) : ''),
    (kept) => dispatch({ type: 'draft-restored', text: kept }),
  )

  // Checked against the live lists until sending starts (then the results take over).
  const check = useMemo(
    () => (entries ? preflight(entries, { members, invites }) : null),
    [entries, members, invites],
  )
  const toSend = useMemo(
    () => check?.ready.map((r) => ({ email: r.email, role: r.ownRole ?? defaultRole })) ?? [],
    [check, defaultRole],
  )
  const request = useMemo(() => (admin ? null : adminRequest(toSend)), [admin, toSend])

  const ready = toSend.length

  const reset = () => {
    batch.reset()
    dispatch({ type: 'reset' })
  }
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    // INVITE-7: a finished run is cleared on close; a draft or a running send is kept.
    if (!next && sending && !batch.running) reset()
  }
  const remove = useCallback((id: number) => dispatch({ type: 'removed', id }), [])
  const change = useCallback(
    (id: number, email: string, role: Role | undefined) =>
      dispatch({ type: 'edited', id, email, role }),
    [],
  )

  const send = () => {
    if (admin) return void batch.start(toSend)
    if (!request || request.count === 0) return
    dispatch({ type: 'ask-started' })
    const sent = new Set(check?.ready.slice(0, request.count).map((r) => r.id))
    const more = ready > request.count
    ask.mutate(request.message, {
      onSuccess: () => {
        toast(INVITE_RESULT_MESSAGES.contacted)
        // What did not fit in this request stays for the next one (INVITE-8).
        if (more) return dispatch({ type: 'ask-sent-part', sent })
        setOpen(false)
        reset()
      },
      onError: (error) => {
        const message = rateLimitMessage(error) ?? INVITE_RESULT_MESSAGES.contactFailed
        dispatch({ type: 'ask-failed', message })
        toast(message, 'error')
      },
    })
  }

  const count = admin ? ready : (request?.count ?? 0)
  const title = admin ? 'Invite many people' : 'Ask admins to add people'

  // Each step's actions sit in the dialog's footer: never scrolled away below a long list.
  const footer = sending ? (
    <>
      {batch.running ? (
        <Button variant="secondary" onClick={batch.cancel}>
          Stop sending
        </Button>
      ) : null}
      {!batch.running && batch.failed > 0 ? (
        <Button variant="secondary" onClick={() => void batch.retryFailed()}>
          Retry failed
        </Button>
      ) : null}
      <Button onClick={() => onOpenChange(false)}>
        {batch.running ? 'Keep sending in the background' : 'Done'}
      </Button>
    </>
  ) : check ? (
    <>
      <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
        Back
      </Button>
      <Button disabled={count === 0} busy={ask.isPending} onClick={send}>
        {admin ? M.send(count) : M.ask(count)}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        Close
      </Button>
      <Button type="submit" form={inputFormId}>
        Check addresses
      </Button>
    </>
  )

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" data-command="invite-many" onClick={() => setOpen(true)}>
          Invite many
        </Button>
        <p className="text-sm text-muted-foreground">
          {admin
            ? 'Paste a list or upload a CSV file.'
            : 'Paste a list and the admins get one request.'}
        </p>
      </div>
      {sending && !open ? (
        <div className="flex flex-wrap items-end gap-3">
          <BatchProgress
            className="min-w-[min(12rem,100%)] flex-1"
            label="Sending invitations"
            settled={batch.settled}
            total={batch.total}
            failed={batch.failed}
          />
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {batch.running ? 'Show progress' : 'Show results'}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={
          admin
            ? 'Every address is checked before anything is sent.'
            : 'Admins get one message listing the addresses; they decide who is invited.'
        }
        size="xl"
        preRender
        footer={footer}
      >
        {sending ? (
          <SendResults
            rows={batch.rows}
            running={batch.running}
            settled={batch.settled}
            failed={batch.failed}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <NativeSelect
              label="Role for rows without one"
              value={defaultRole}
              onValueChange={(v) =>
                dispatch({ type: 'default-role-chosen', role: v === 'admin' ? 'admin' : 'member' })
              }
              options={ROLE_OPTIONS}
              className="sm:w-56"
            />
            {check ? (
              <>
                <PreflightReview
                  check={check}
                  defaultRole={defaultRole}
                  admin={admin}
                  onRemove={remove}
                  onChange={change}
                />
                {request && request.count < ready ? (
                  <p className="text-sm text-foreground">
                    {M.tooLongForOneRequest(request.count, ready)}
                  </p>
                ) : null}
                {askError ? <InlineError role="alert">{askError}</InlineError> : null}
              </>
            ) : (
              <AddressInput
                text={text}
                onTextChange={(next) => dispatch({ type: 'typed', text: next })}
                onRead={(parsed) => dispatch({ type: 'read', parsed })}
                formId={inputFormId}
                box={box}
              />
            )}
          </div>
        )}
      </Dialog>
    </div>
  )
}
