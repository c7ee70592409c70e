import type { ReactNode } from 'react'
import { useOrganisationOrNull } from '@/entities/organisation'
import { AvatarMenu } from './avatar-menu'
import { MenuDrawer } from './menu-drawer'

/** Organisation logo and name, or 'Getting started' before there is an organisation. */
export function TopBar({ preSetup, actions }: { preSetup: boolean; actions?: ReactNode }) {
  const organisation = useOrganisationOrNull()
  return (
    <header className="flex h-14 items-center justify-between gap-2 border-b border-border bg-card px-4">
      <div className="flex min-w-0 items-center gap-2">
        {preSetup ? null : <MenuDrawer />}
        {organisation?.logo ? (
          <img
            src={organisation.logo}
            alt=""
            width={28}
            height={28}
            className="size-7 rounded object-cover"
          />
        ) : null}
        <span className="truncate font-semibold" title={organisation?.name}>
          {organisation ? organisation.name : 'Getting started'}
        </span>
      </div>
      <div className="flex items-center gap-2">
        {actions}
        <AvatarMenu preSetup={preSetup} />
      </div>
    </header>
  )
}
