import { useLocation, useNavigate } from '@tanstack/react-router'
import { useExtensions } from '@/entities/capabilities'
import { useOrganisation } from '@/entities/organisation'
import { useAccess } from '@/entities/session'
import { useLogout } from '@/features/auth'
import { useOpenBillingPortal } from '@/features/billing'
import { CommandPalette, type CommandPaletteProps } from '@/features/command-palette'
import { setThemeChoice, useThemeChoice } from '@/shared/theme'
import { paletteCommands } from './commands'

/** Loaded on the palette's first opening: the commands of this user, on the live access rule. */
export default function CommandPaletteHost(props: Omit<CommandPaletteProps, 'commands'>) {
  const access = useAccess()
  const extensions = useExtensions()
  const organisation = useOrganisation()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const logout = useLogout()
  const portal = useOpenBillingPortal()
  const theme = useThemeChoice()
  const commands = paletteCommands({
    access,
    extensions,
    hasSubscription: organisation.subscription !== null,
    theme,
    navigate,
    pathname,
    openBillingPortal: portal.open,
    setTheme: setThemeChoice,
    signOut: () => logout.mutate(),
  })
  return <CommandPalette {...props} commands={commands} />
}
