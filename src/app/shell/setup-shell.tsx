import { Outlet } from '@tanstack/react-router'
import { mainGutters } from './app-shell'
import { TopBar } from './top-bar'

/** Pre-setup pages (get started, payment): top bar without the side menu. */
export function SetupShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar preSetup />
      <main id="main" className={`${mainGutters} max-w-4xl`}>
        <Outlet />
      </main>
    </div>
  )
}
