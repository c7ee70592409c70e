import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { isAdmin, useOrganisation } from '@/entities/organisation'
import { UPGRADE_PROMPT_DISMISSED_KEY, readFlag, writeFlag } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { UPGRADE_MESSAGES, showUpgradePrompt } from '../model/upgrade-prompt'
import { RequestUpgradeDialog } from './request-upgrade-dialog'

/** The 'Upgrade to Enterprise' card above the Organization tab and the Privacy page (SPEC §2). */
export function UpgradePrompt() {
  const organisation = useOrganisation()
  const navigate = useNavigate()
  const [dismissed, setDismissed] = useState(() => readFlag(UPGRADE_PROMPT_DISMISSED_KEY))
  const [requesting, setRequesting] = useState(false)
  if (!showUpgradePrompt(organisation, dismissed)) return null

  const dismiss = () => {
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
      className="relative mb-6 rounded-lg border border-indigo-200 bg-gradient-to-r from-indigo-50 to-white p-5 pr-12 shadow-sm dark:border-indigo-800 dark:from-indigo-950 dark:to-slate-900"
    >
      <button
        type="button"
        aria-label="Dismiss"
        onClick={dismiss}
        className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2
        id="upgrade-prompt-title"
        className="text-lg font-semibold text-slate-900 dark:text-slate-50"
      >
        {UPGRADE_MESSAGES.title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        {UPGRADE_MESSAGES.features.map((feature) => (
          <li key={feature} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="text-indigo-600 dark:text-indigo-300">
              ✓
            </span>
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
