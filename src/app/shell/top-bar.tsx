import { useOrganisationOrNull } from '@/entities/organisation'
import { AvatarMenu } from './avatar-menu'

/** Organisation logo and name, or 'Getting started' before there is an organisation. */
export function TopBar({ preSetup }: { preSetup: boolean }) {
  const organisation = useOrganisationOrNull()
  return (
    <header className="flex h-14 items-center justify-between border-b border-border bg-card px-4">
      <div className="flex items-center gap-2">
        {organisation?.logo ? (
          <img
            src={organisation.logo}
            alt=""
            width={28}
            height={28}
            className="size-7 rounded object-cover"
          />
        ) : null}
        <span className="font-semibold">
          {organisation ? organisation.name : 'Getting started'}
        </span>
      </div>
      <AvatarMenu preSetup={preSetup} />
    </header>
  )
}
