import { Outlet } from '@tanstack/react-router'
import { MAIN_ID } from '@/shared/ui'
import { CommandPaletteLauncher } from '@/features/command-palette'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { RouteProgress } from './route-progress'

// UX-1: the palette and its commands load on first use; only the key listener ships here.
const loadPalette = () => import('./command-palette-host')

/** Page gutters: narrower on phones, clear of notches and the home indicator (viewport-fit=cover). */
export const mainGutters =
  'mx-auto w-full flex-1 pt-6 pr-[max(1rem,env(safe-area-inset-right))] pb-[calc(1.5rem+env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))] sm:pr-[max(1.5rem,env(safe-area-inset-right))] sm:pl-[max(1.5rem,env(safe-area-inset-left))]'

export function AppShell() {
  return (
    <div className="flex min-h-screen">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2 focus:text-card-foreground"
      >
        Skip to content
      </a>
      <RouteProgress />
      <SideMenu />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar preSetup={false} actions={<CommandPaletteLauncher loadPalette={loadPalette} />} />
        <main id={MAIN_ID} tabIndex={-1} className={`${mainGutters} max-w-5xl outline-none`}>
          <Outlet />
        </main>
      </div>
    </div>
  )
}
