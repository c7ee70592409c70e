import type { ReactNode } from 'react'
import { useOrganisationOrNull } from '@/entities/organisation'
import { AvatarMenu } from './avatar-menu'
import { MenuDrawer } from './menu-drawer'

/** Organisation logo and name, or 'Getting started' before there is an organisation. */
export function TopBar({ preSetup, actions }: { preSetup: boolean; actions?: ReactNode }) {
  const organisation = useOrganisationOrNull()
  const name = organisation ? organisation.name : 'Getting started'
  return (
    // Sticky below md so the menu and account stay in reach on long pages (not on a very short
    // screen, where it would take a third of it); clear of notches (viewport-fit=cover).
    <header className="sticky top-0 z-30 flex md:static short:static min-h-[calc(3.5rem+env(safe-area-inset-top))] items-center justify-between gap-2 border-b border-border bg-card pt-[env(safe-area-inset-top)] pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))]">
      <div className="flex min-w-0 items-center gap-2">
        {preSetup ? null : <MenuDrawer />}
        {organisation?.logo ? (
          <img
            src={organisation.logo}
            alt=""
            width={28}
            height={28}
            className="size-7 shrink-0 rounded object-cover narrow:hidden"
          />
        ) : null}
        {/* Cut at large text on a phone: the title holds it whole. */}
        <span className="truncate font-semibold" title={name}>
          {name}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {actions}
        <AvatarMenu preSetup={preSetup} />
      </div>
    </header>
  )
}
