import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { isAdmin, useOrganisation } from '@/entities/organisation'
import { UPGRADE_PROMPT_DISMISSED_KEY, readFlag, writeFlag } from '@/shared/lib'
import { Button, focusMain } from '@/shared/ui'
import { UPGRADE_MESSAGES, showUpgradePrompt } from '../model/upgrade-prompt'
import { RequestUpgradeDialog } from './request-upgrade-dialog'
import X from 'lucide-react/icons/x'
import Check from 'lucide-react/icons/check'

/** The 'Upgrade to Enterprise' card above the Organization tab and the Privacy page (UPG-1). */
export function UpgradePrompt() {
  const organisation = useOrganisation()
  const navigate = useNavigate()
  const [dismissed, setDismissed] = useState(() => readFlag(UPGRADE_PROMPT_DISMISSED_KEY))
  const [requesting, setRequesting] = useState(false)
  if (!showUpgradePrompt(organisation, dismissed)) return null

  const dismiss = () => {
    // The close mark goes with the card: the keyboard goes on from the page, not from its start.
    focusMain()
    writeFlag(UPGRADE_PROMPT_DISMISSED_KEY, true)
    setDismissed(true)
  }
  const viewPlans = () => {
    // Viewing the plans counts as seeing the offer: the prompt stays hidden from now on.
    writeFlag(UPGRADE_PROMPT_DISMISSED_KEY, true)
    setDismissed(true)
    void navigate({ to: '/app/settings/billing' })
  }
  return (
    <section
      aria-labelledby="upgrade-prompt-title"
      className="relative mb-6 rounded-lg border border-primary/40 bg-gradient-to-r from-primary-subtle to-card p-5 pr-12 shadow-sm"
    >
      <button
        type="button"
        aria-label="Dismiss"
        onClick={dismiss}
        className="absolute top-3 right-3 inline-flex size-8 items-center pointer-coarse:top-2 pointer-coarse:right-2 pointer-coarse:size-11 justify-center rounded-md text-lg text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <h2 id="upgrade-prompt-title" className="text-lg font-semibold text-foreground">
        {UPGRADE_MESSAGES.title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-foreground">
        {UPGRADE_MESSAGES.features.map((feature) => (
          <li key={feature} className="flex items-center gap-1.5">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {isAdmin(organisation) ? (
          <Button onClick={viewPlans}>View Plans</Button>
        ) : (
          <Button onClick={() => setRequesting(true)}>Request Upgrade</Button>
        )}
      </div>
      {requesting ? (
        <RequestUpgradeDialog onClose={() => setRequesting(false)} onSent={dismiss} />
      ) : null}
    </section>
  )
}
