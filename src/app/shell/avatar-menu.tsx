import { useNavigate } from '@tanstack/react-router'
import { useCurrentUser } from '@/entities/session'
import { useLogout } from '@/features/auth'
import {
  EmailText,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '@/shared/ui'
import { setThemeChoice, useSystemTheme, useThemeChoice } from '@/shared/theme'
import { Avatar } from './avatar'

/** Name, e-mail, Settings and Privacy (not during pre-setup), the theme (UX-8) and Logout. */
export function AvatarMenu({ preSetup }: { preSetup: boolean }) {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const logout = useLogout()
  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        aria-label="Account menu"
        className="inline-flex shrink-0 items-center justify-center rounded-full focus-visible:outline-2 pointer-coarse:size-11 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar src={user.avatarUrl} />
      </MenuTrigger>
      <MenuContent label="Account">
        <MenuLabel>
          {/* Long names and addresses wrap: the whole value stays readable on a phone. */}
          <span className="block font-medium [overflow-wrap:anywhere]">{user.name}</span>
          <span className="block text-muted-foreground [overflow-wrap:anywhere]">
            <EmailText value={user.email} />
          </span>
        </MenuLabel>
        <MenuSeparator />
        {preSetup ? null : (
          <>
            <MenuItem onSelect={() => void navigate({ to: '/app/settings' })}>Settings</MenuItem>
            <MenuItem onSelect={() => void navigate({ to: '/app/privacy' })}>Privacy</MenuItem>
          </>
        )}
        <ThemeChoices />
        <MenuSeparator />
        <MenuItem onSelect={() => logout.mutate()}>Logout</MenuItem>
      </MenuContent>
    </MenuRoot>
  )
}

const THEME_NAMES = { system: 'System', light: 'Light', dark: 'Dark' } as const

/** UX-8: System / Light / Dark, remembered per browser; System names what the OS asks for now. */
function ThemeChoices() {
  const choice = useThemeChoice()
  const system = useSystemTheme()
  return (
    <>
      <MenuLabel>Theme</MenuLabel>
      <MenuRadioGroup label="Theme" value={choice} onValueChange={setThemeChoice}>
        {(['system', 'light', 'dark'] as const).map((value) => (
          <MenuRadioItem key={value} value={value}>
            {THEME_NAMES[value]}
            {value === 'system' ? (
              <span className="ml-auto text-xs text-muted-foreground">{THEME_NAMES[system]}</span>
            ) : null}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </>
  )
}
