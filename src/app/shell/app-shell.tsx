import { Outlet } from '@tanstack/react-router'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'

export function AppShell() {
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2 focus:text-card-foreground"
      >
        Skip to content
      </a>
      <SideMenu />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar preSetup={false} />
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
