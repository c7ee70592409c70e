import { Outlet } from '@tanstack/react-router'
import { MAIN_ID } from '@/shared/ui'
import { mainGutters } from './app-shell'
import { TopBar } from './top-bar'
import { RouteProgress } from './route-progress'

/** Pre-setup pages (get started, payment): top bar without the side menu. */
export function SetupShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <RouteProgress />
      <TopBar preSetup />
      <main id={MAIN_ID} tabIndex={-1} className={`${mainGutters} max-w-4xl outline-none`}>
        <Outlet />
      </main>
    </div>
  )
}
