import { useEffect, useRef, useState, type RefObject } from 'react'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useMembershipLock } from '@/entities/member'
import { formatCount, formatNumber } from '@/shared/lib'
import { Button, MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/shared/ui'
import type { BulkAction } from '../model/bulk-plan'

type Props = {
  members: number
  invites: number
  /** Selected rows the current filters hide (the selection survives filtering). */
  hidden: number
  onAction: (action: BulkAction) => void
  onClear: () => void
  /** The action whose dialog was cancelled: its button takes the focus back on mount. */
  returnFocusTo?: BulkAction['kind'] | null
}

/**
 * TEAM-25: what can be done to the selection. Fixed to the bottom of a phone's screen (above the
 * home indicator), sticky under the top of the page from md up.
 */
export function BulkBar({ members, invites, hidden, onAction, onClear, returnFocusTo }: Props) {
  const lock = useMembershipLock()
  const total = members + invites
  const bar = useRef<HTMLDivElement>(null)
  useBottomBarHeight(bar)
  // The bar makes way for an action's dialog; a cancel brings the keyboard back to that action.
  const [returnTo] = useState(returnFocusTo)
  useEffect(() => {
    if (returnTo) bar.current?.querySelector<HTMLElement>(`[data-action="${returnTo}"]`)?.focus()
  }, [returnTo])
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Selected rows"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 flex flex-wrap items-center gap-2 short:flex-nowrap border-t border-border bg-card px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg md:sticky md:top-2 md:bottom-auto md:rounded-lg md:border md:pb-3"
    >
      <p
        className="mr-auto text-sm font-medium short:shrink-0 short:whitespace-nowrap"
        aria-live="polite"
      >
        {formatNumber(total)} selected
        {hidden > 0 ? (
          <span className="font-normal text-muted-foreground">
            {' '}
            ({formatNumber(hidden)} not in this view)
          </span>
        ) : null}
      </p>
      {/* One row that scrolls sideways when the screen is very narrow or short (large text): one
          button per line would cover most of the screen. Elsewhere the buttons wrap as the bar's
          own items. On a short, wide screen the count stands in that line too. */}
      <div className="contents cramped:-m-1 cramped:flex cramped:w-[calc(100%+0.5rem)] cramped:gap-2 cramped:overflow-x-auto cramped:p-1 cramped:whitespace-nowrap cramped:[&>*]:shrink-0">
        {/* Not modal: the page around it stays readable, as the account menu's does. */}
        <MenuRoot modal={false}>
          <MenuTrigger asChild>
            <Button variant="secondary" disabled={members === 0} data-action="role">
              Change role
              <ChevronDown aria-hidden="true" className="size-4" />
            </Button>
          </MenuTrigger>
          <MenuContent label="New role">
            <MenuItem onSelect={() => onAction({ kind: 'role', role: 'admin' })}>
              Make Admin
            </MenuItem>
            <MenuItem onSelect={() => onAction({ kind: 'role', role: 'member' })}>
              Make Member
            </MenuItem>
          </MenuContent>
        </MenuRoot>
        <Button
          variant="secondary"
          // DSYNC-4: no removals while a linked directory manages the members.
          disabled={members === 0 || !!lock}
          aria-describedby={lock?.descriptionId}
          data-action="remove"
          onClick={() => onAction({ kind: 'remove' })}
        >
          Remove {formatCount(members, 'member', 'members')}
        </Button>
        <Button
          variant="secondary"
          disabled={invites === 0}
          data-action="revoke"
          onClick={() => onAction({ kind: 'revoke' })}
        >
          Revoke {formatCount(invites, 'invitation', 'invitations')}
        </Button>
        <Button variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  )
}

/** The bar's height as --bottom-bar-h: the page's scroll padding keeps focused controls above it. */
function useBottomBarHeight(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() =>
      root.setProperty('--bottom-bar-h', `${element.getBoundingClientRect().height}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--bottom-bar-h')
    }
  }, [bar])
}
