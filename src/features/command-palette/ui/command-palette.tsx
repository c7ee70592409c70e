import { useRef, useState } from 'react'
import { Command, useCommandState } from 'cmdk'
import { Dialog as D } from 'radix-ui'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import { groupCommands, type PaletteCommand } from '../model/command'
import { fuzzyScore, pagesFirst } from '../model/fuzzy'
import { cn, formatCount } from '@/shared/lib'
import { closeOnEscape, modalLayerClass, overlayProps } from '@/shared/ui'

export type CommandPaletteProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What had focus when the palette opened: it gets focus back on close (UX-4). */
  returnFocusTo: HTMLElement | null
  commands: readonly PaletteCommand[]
  /** What was typed between the opening key and the input taking the focus (then ends it). */
  takeTypedAhead?: () => string
}

/**
 * UX-1 to UX-4: a modal combobox (cmdk) over the page. Typing filters fuzzily, arrow keys move,
 * Enter runs, Escape closes; focus goes back to where it was.
 */
export function CommandPalette({
  open,
  onOpenChange,
  returnFocusTo,
  commands,
  takeTypedAhead,
}: CommandPaletteProps) {
  const [query, setQuery] = useState('')
  const [busyId, setBusyId] = useState<string | null>(null)
  // Runs after the close, once focus is back: the command may then move focus itself.
  const afterClose = useRef<(() => void) | null>(null)
  const typed = query.trim()
  const listed = commands.filter((command) => !command.withQuery || typed)
  const pageIds = new Set(listed.filter((command) => command.page).map((command) => command.id))

  const close = () => {
    setQuery('')
    onOpenChange(false)
  }

  const select = (command: PaletteCommand) => {
    if (busyId) return
    if (!command.busy) {
      afterClose.current = () => void command.run(typed)
      return close()
    }
    setBusyId(command.id)
    void Promise.resolve(command.run(typed))
      .catch(() => undefined)
      .finally(() => {
        setBusyId(null)
        close()
      })
  }

  return (
    <D.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : busyId || close())}>
      <D.Portal>
        <D.Overlay {...overlayProps} />
        <D.Content
          aria-describedby={undefined}
          className={cn(
            modalLayerClass,
            'fixed top-[12vh] left-1/2 z-50 w-[min(92vw,36rem)] -translate-x-1/2 overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-xl focus:outline-none',
          )}
          onKeyDown={closeOnEscape(() => busyId || close())}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (returnFocusTo?.isConnected) returnFocusTo.focus()
            const run = afterClose.current
            afterClose.current = null
            run?.()
          }}
        >
          <D.Title className="sr-only">Command palette</D.Title>
          {/* cmdk's own Ctrl+K/J/N/P bindings would fight the palette's Ctrl+K. */}
          <Command
            ref={followSelection}
            label="Command palette"
            loop
            vimBindings={false}
            filter={(id, search, words) =>
              pagesFirst(fuzzyScore(search, words ?? []), pageIds.has(id))
            }
            aria-busy={busyId !== null}
          >
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Command.Input
                value={query}
                onValueChange={setQuery}
                onFocus={() => {
                  const ahead = takeTypedAhead?.() ?? ''
                  if (ahead) setQuery((typed) => typed + ahead)
                }}
                placeholder="Type a command or search…"
                className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
              />
            </div>
            <MatchCount
              typed={query.trim() !== ''}
              alwaysListed={listed.some((command) => command.withQuery)}
            />
            <Command.List
              label="Commands"
              className="max-h-[min(60vh,24rem)] overflow-y-auto overscroll-contain p-1"
            >
              {/* An always-listed command (a search) means there is always something to run. */}
              {listed.some((command) => command.withQuery) ? null : (
                <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
                  No matching commands
                </Command.Empty>
              )}
              {groupCommands(listed).map(([group, items]) => (
                <Command.Group
                  key={group}
                  heading={group}
                  // A group shows only with a match, unless it holds an always-listed command.
                  forceMount={items.some((command) => command.withQuery)}
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {items.map((command) => (
                    <Command.Item
                      key={command.id}
                      value={command.id}
                      keywords={[command.label, ...(command.keywords ?? [])]}
                      forceMount={command.withQuery}
                      disabled={busyId !== null && busyId !== command.id}
                      onSelect={() => select(command)}
                      aria-busy={busyId === command.id}
                      className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm data-[disabled=true]:opacity-60 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[selected=true]:ring-2 data-[selected=true]:ring-ring data-[selected=true]:ring-inset pointer-coarse:min-h-11"
                    >
                      {/* One line, cut with an ellipsis; very narrow (large text), the label wraps instead. */}
                      <span className="min-w-0 flex-1 truncate narrow:whitespace-normal">
                        {command.withQuery ? `${command.label} "${typed}"` : command.label}
                      </span>
                      {busyId === command.id ? (
                        <span className="flex items-center gap-2 text-xs text-muted-foreground">
                          <LoaderCircle
                            aria-hidden
                            className="size-3.5 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]"
                          />
                          Working…
                        </span>
                      ) : command.hint ? (
                        <span className="text-xs text-muted-foreground">{command.hint}</span>
                      ) : null}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </D.Content>
      </D.Portal>
    </D.Root>
  )
}

/**
 * cmdk 1.1.1 leaves the input's aria-activedescendant unset when the palette opens and stale
 * after a filter (dip/cmdk#373, #413), so a screen reader is not told which command Enter runs.
 * Here it follows the option cmdk marks selected.
 */
function followSelection(root: HTMLDivElement | null) {
  if (!root) return
  const sync = () => {
    const input = root.querySelector('[cmdk-input]')
    const id = root.querySelector('[cmdk-item][aria-selected="true"]')?.id
    if (!input || (input.getAttribute('aria-activedescendant') ?? undefined) === id) return
    if (id) input.setAttribute('aria-activedescendant', id)
    else input.removeAttribute('aria-activedescendant')
  }
  const observer = new MutationObserver(sync)
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'aria-activedescendant'],
  })
  sync()
  return () => observer.disconnect()
}

/**
 * WCAG 4.1.3: how many commands match what was typed, told by a live region that is always
 * there (the list's own empty text appears inside the listbox and is not read out).
 */
function MatchCount({ typed, alwaysListed }: { typed: boolean; alwaysListed: boolean }) {
  const count = useCommandState((state) => state.filtered.count)
  const text = !typed
    ? ''
    : count > 0
      ? formatCount(count, 'matching command', 'matching commands')
      : alwaysListed
        ? ''
        : 'No matching commands'
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  )
}
