import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useDraftText } from '@/entities/session'
import { useSingleFlightMutation } from '@/shared/lib'
import { useToast } from '@/shared/ui'
import { useCreateOrganisation, type InviteFailure } from '../api/use-create-organisation'
import { createErrorMessage } from '../model/create-error'
import { ONBOARDING_MESSAGES } from '../model/onboarding-messages'
import { suggestedOrganisationName } from '../model/suggested-name'
import { EMPTY_TEAMMATES, teammateEmails, type TeammatesValues } from '../model/teammates.schema'
import { InvitesNotSent } from './invites-not-sent'
import { InvitingStep } from './inviting-step'
import { NamingStep } from './naming-step'

type Step = 'naming' | 'inviting'

/**
 * START-4 to START-6: name the team, then invite teammates; Continue creates the organisation and sends
 * an admin invite per e-mail, then the flow closes and the gate moves on (to /payment).
 */
export function CreateOrganisationFlow({ domain }: { domain: string }) {
  const [step, setStep] = useState<Step>('naming')
  // Each step starts from what was typed before, so Back and a failure lose nothing.
  const [name, setName] = useState(() => suggestedOrganisationName(domain))
  const [teammates, setTeammates] = useState<TeammatesValues>(EMPTY_TEAMMATES)
  const [moved, setMoved] = useState(false)
  const [notSent, setNotSent] = useState<InviteFailure[]>([])
  const create = useSingleFlightMutation(useCreateOrganisation())
  const navigate = useNavigate()
  const toast = useToast()
  // SESSION-11: on step 2 the name lives here (step 1 keeps its own form's draft); each step's
  // input comes back when the same user signs in again and reaches it.
  useDraftText('create-organisation-name', () => (step === 'inviting' ? name : ''), setName)

  const close = () => navigate({ to: '/' })

  const submit = (values: TeammatesValues) => {
    // A second Continue while the first is on its way sends nothing (VAL-4).
    create.mutate(
      { name, domain, emails: teammateEmails(values) },
      {
        onSuccess: ({ inviteFailures }) => {
          toast(ONBOARDING_MESSAGES.created)
          if (inviteFailures.length) setNotSent(inviteFailures)
          else void close()
        },
      },
    )
  }

  if (notSent.length) return <InvitesNotSent failures={notSent} onContinue={close} />

  if (step === 'naming')
    return (
      <NamingStep
        // A name restored after an ended session starts the form again from it.
        key={name}
        defaultName={name}
        domain={domain}
        focusOnMount={moved}
        onNext={(next) => {
          setName(next)
          setMoved(true)
          setStep('inviting')
        }}
      />
    )

  return (
    <InvitingStep
      defaultValues={teammates}
      busy={create.isPending}
      error={create.isError ? createErrorMessage(create.error) : null}
      focusOnMount={moved}
      onBack={(values) => {
        setTeammates(values)
        create.reset()
        setStep('naming')
      }}
      onSubmit={submit}
    />
  )
}
