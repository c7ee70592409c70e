import { useNavigate } from '@tanstack/react-router'
import { useCurrentUser } from '@/entities/session'
import { useLogout } from '@/features/auth'
import { MenuContent, MenuItem, MenuLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/shared/ui'
import { Avatar } from './avatar'

/** Name, e-mail, Settings and Privacy (not during pre-setup) and Logout. */
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
          <span className="block text-muted-foreground [overflow-wrap:anywhere]">{user.email}</span>
        </MenuLabel>
        <MenuSeparator />
        {preSetup ? null : (
          <>
            <MenuItem onSelect={() => void navigate({ to: '/app/settings' })}>Settings</MenuItem>
            <MenuItem onSelect={() => void navigate({ to: '/app/privacy' })}>Privacy</MenuItem>
          </>
        )}
        <MenuItem onSelect={() => logout.mutate()}>Logout</MenuItem>
      </MenuContent>
    </MenuRoot>
  )
}
