import { useState } from 'react'
import { cn } from '@/shared/lib'
import { Button, Dialog, SwitchField } from '@/shared/ui'
import { SHORTCUTS } from '../model/shortcut-list'
import { questionMarkEnabled, setQuestionMarkEnabled } from '../model/shortcuts'

/** UX-3: every shortcut, opened with `?`; Escape closes it and focus goes back. */
export default function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [questionMark, setQuestionMark] = useState(questionMarkEnabled)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      // A way out that is not a key: on a phone it is a sheet, as every other one has.
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      {/* WCAG 2.1.4: a one-character shortcut a speech user may say by accident can be turned
          off; the palette's "Show keyboard shortcuts" still opens this list. First, so the focus
          a dialog gives its first control lands at the top of the list, not below it. */}
      <div className="mb-2 border-b border-border">
        <SwitchField
          label="Open this list with ?"
          description="Off, the command palette's Show keyboard shortcuts opens it."
          checked={questionMark}
          onCheckedChange={(on) => {
            setQuestionMark(on)
            setQuestionMarkEnabled(on)
          }}
        />
      </div>
      {/* Keys and what they do; below 20rem of width (large text) each action goes under its keys. */}
      <dl className="grid grid-cols-[auto_1fr] text-sm narrow:grid-cols-1">
        {SHORTCUTS.map(({ keys, action }, i) => {
          // The last row has no rule under it. Not by a :last-child selector in an ancestor
          // position: that made any node appended to <body> restyle the page.
          const ruled = i < SHORTCUTS.length - 1
          return (
            <div key={action} className="contents">
              <dt
                className={cn(
                  'py-2 pr-4 whitespace-nowrap narrow:pr-0 narrow:pb-0 narrow:whitespace-normal',
                  ruled && 'border-b border-border narrow:border-0',
                )}
              >
                {keys.map((key, k) => (
                  <span key={key}>
                    {/* Spaces around "or": at large text the keys wrap there. */}
                    {k > 0 ? (
                      <>
                        {' '}
                        <span className="text-muted-foreground">or</span>{' '}
                      </>
                    ) : null}
                    <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs whitespace-nowrap">
                      {key}
                    </kbd>
                  </span>
                ))}
              </dt>
              <dd className={cn('py-2 narrow:pt-1', ruled && 'border-b border-border')}>
                {action}
              </dd>
            </div>
          )
        })}
      </dl>
    </Dialog>
  )
}
