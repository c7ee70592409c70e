import { useState } from 'react'
import {
  Button,
  ConfirmDialog,
  Dialog,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
  TextAreaField,
  Tooltip,
  useToast,
} from '@/shared/ui'
import { Row, Section } from './section'

export function Popups() {
  const toast = useToast()
  const [dialog, setDialog] = useState(false)
  const [confirm, setConfirm] = useState<'danger' | 'primary' | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <Section title="Pop-ups (follow the page theme)">
      <Row>
        <Tooltip content="Only admins can change roles">
          <span className="text-sm underline decoration-dotted">Tooltip</span>
        </Tooltip>
        <MenuRoot modal={false}>
          <MenuTrigger asChild>
            <Button variant="secondary">Menu</Button>
          </MenuTrigger>
          <MenuContent label="Account">
            <MenuLabel>Ada Admin</MenuLabel>
            <MenuSeparator />
            <MenuItem onSelect={() => {}}>Settings</MenuItem>
            <MenuSeparator />
            <MenuRadioGroup label="Theme" value="light" onValueChange={() => {}}>
              <MenuRadioItem value="system">System</MenuRadioItem>
              <MenuRadioItem value="light">Light</MenuRadioItem>
            </MenuRadioGroup>
            <MenuItem onSelect={() => {}}>Logout</MenuItem>
          </MenuContent>
        </MenuRoot>
        <Button variant="secondary" onClick={() => setDialog(true)}>
          Dialog
        </Button>
        <Button variant="danger" onClick={() => setConfirm('danger')}>
          Confirm (danger)
        </Button>
        <Button onClick={() => setConfirm('primary')}>Confirm (primary)</Button>
      </Row>
      <Row>
        <Button variant="secondary" onClick={() => toast('Saved')}>
          Success toast
        </Button>
        <Button variant="secondary" onClick={() => toast('Failed to update role', 'error')}>
          Error toast
        </Button>
        <Button variant="secondary" onClick={() => toast('Sending…', 'progress')}>
          Progress toast
        </Button>
      </Row>
      <Dialog
        open={dialog}
        onOpenChange={setDialog}
        title="Request an upgrade"
        description="Your message goes to your organization's admins."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(false)}>
              Cancel
            </Button>
            <Button onClick={() => setDialog(false)}>Send request</Button>
          </>
        }
      >
        <TextAreaField label="Message" rows={4} />
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null)
          setBusy(false)
        }}
        title={confirm === 'danger' ? 'Remove member' : 'Send to all users?'}
        description="This cannot be undone."
        confirmLabel={confirm === 'danger' ? 'Remove' : 'Send'}
        tone={confirm ?? 'danger'}
        busy={busy}
        onConfirm={() => {
          setBusy(true)
          setTimeout(() => {
            setBusy(false)
            setConfirm(null)
          }, 1500)
        }}
      >
        {busy ? (
          <p className="text-sm text-muted-foreground">Pending: Escape and Cancel wait 1.5 s.</p>
        ) : null}
      </ConfirmDialog>
    </Section>
  )
}
