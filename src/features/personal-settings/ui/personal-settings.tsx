import { useCurrentUser } from '@/entities/session'
import { SettingsSection, TextField } from '@/shared/ui'

/** SET-2: the signed-in person's name and e-mail, read-only. */
export function PersonalSettings() {
  const user = useCurrentUser()
  return (
    <SettingsSection
      title="Personal details"
      description="Your name and e-mail come from your sign-in account."
    >
      <div className="grid gap-4 pt-3 sm:grid-cols-2">
        {/* A long value scrolls inside its field; the title shows all of it. */}
        <TextField label="Name" value={user.name} title={user.name} readOnly aria-readonly="true" />
        <TextField
          label="Email"
          type="email"
          value={user.email}
          title={user.email}
          readOnly
          aria-readonly="true"
        />
      </div>
    </SettingsSection>
  )
}
