import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import MenuIcon from 'lucide-react/icons/menu'
import { useOrganisationOrNull } from '@/entities/organisation'
import { Sheet } from '@/shared/ui'
import { MenuLinks } from './side-menu'

/** Below md: a top-bar button opens the Main menu as a sheet from the left. */
export function MenuDrawer() {
  const [open, setOpen] = useState(false)
  const router = useRouter()
  // The top bar may cut a long organisation name short; the drawer shows all of it.
  const organisation = useOrganisationOrNull()
  // Any route change (a link, the avatar menu, a redirect, Back) closes the drawer.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router])
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring md:hidden"
      >
        <MenuIcon aria-hidden className="size-5" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Admin Portal"
        description={organisation?.name}
        closeLabel="Close menu"
      >
        <MenuLinks onChoose={() => setOpen(false)} />
      </Sheet>
    </>
  )
}
