import { useLayoutEffect, useState } from 'react'
import { cn } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { Badges, Banners, Buttons, Cards, Emails, Tokens } from './basic-sections'
import { Fields, Navigation } from './form-sections'
import { Popups } from './popup-sections'

type Mode = 'both' | 'light' | 'dark'
const MODES: { value: Mode; label: string }[] = [
  { value: 'both', label: 'Side by side' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

const initialMode = (): Mode => {
  const asked = new URLSearchParams(window.location.search).get('theme')
  return asked === 'light' || asked === 'dark' ? asked : 'both'
}

/**
 * Every shared/ui component in every state, in the light and the dark theme (dev only:
 * /gallery.html under `npm start`). Side by side, each half sets its theme with a class; pop-ups
 * (dialogs, menus, tooltips, toasts) render at the page level, so they follow the OS, or the
 * Light/Dark choice, which sets the class on <html> as the app's theme switch will.
 */
export function Gallery() {
  const [mode, setMode] = useState<Mode>(initialMode)
  useLayoutEffect(() => {
    const html = document.documentElement
    html.classList.toggle('light', mode === 'light')
    html.classList.toggle('dark', mode === 'dark')
  }, [mode])
  return (
    <main className="min-h-screen bg-background p-6 text-foreground">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">shared/ui gallery</h1>
        <div role="group" aria-label="Theme" className="flex gap-1">
          {MODES.map((m) => (
            <Button
              key={m.value}
              size="sm"
              variant={mode === m.value ? 'primary' : 'secondary'}
              aria-pressed={mode === m.value}
              onClick={() => setMode(m.value)}
            >
              {m.label}
            </Button>
          ))}
        </div>
      </header>
      {mode === 'both' ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <Panel theme="light" />
          <Panel theme="dark" />
        </div>
      ) : (
        <Panel />
      )}
    </main>
  )
}

function Panel({ theme }: { theme?: 'light' | 'dark' }) {
  return (
    <section
      aria-label={theme ? `${theme === 'light' ? 'Light' : 'Dark'} theme` : 'Components'}
      className={cn(theme, 'flex flex-col gap-8 rounded-xl bg-background p-6 text-foreground')}
    >
      <Tokens />
      <Buttons />
      <Badges />
      <Banners />
      <Cards />
      <Emails />
      <Fields />
      <Navigation />
      <Popups />
    </section>
  )
}
