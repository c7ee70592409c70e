import { useState } from 'react'
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
      <table className="w-full text-sm">
        <caption className="sr-only">Keyboard shortcuts</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ keys, action }) => (
            <tr key={action} className="border-b border-border last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap narrow:whitespace-normal">
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? <span className="px-1 text-muted-foreground">or</span> : null}
                    <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs whitespace-nowrap">
                      {key}
                    </kbd>
                  </span>
                ))}
              </td>
              <td className="py-2">{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* WCAG 2.1.4: a one-character shortcut a speech user may say by accident can be turned
          off; the palette's "Show keyboard shortcuts" still opens this list. */}
      <SwitchField
        label="Open this list with ?"
        description="Off, the command palette's Show keyboard shortcuts opens it."
        checked={questionMark}
        onCheckedChange={(on) => {
          setQuestionMark(on)
          setQuestionMarkEnabled(on)
        }}
      />
    </Dialog>
  )
}
