import { useLayoutEffect, useState, type ReactNode } from 'react'
import Plus from 'lucide-react/icons/plus'
import { cn } from '@/shared/lib'
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmailText,
  ErrorState,
  InlineError,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
  NotAuthorized,
  PageHeader,
  SelectField,
  ListLoading,
  Spinner,
  SwitchField,
  Tab,
  TabsContent,
  TabsList,
  TabsRoot,
  TextAreaField,
  TextField,
  Tooltip,
  useToast,
} from '@/shared/ui'

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

const Row = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-wrap items-center gap-3">{children}</div>
)

// Class names written out in full so Tailwind finds them.
const SWATCHES = [
  ['background', 'border border-border bg-background text-foreground'],
  ['card', 'border border-border bg-card text-card-foreground'],
  ['muted', 'bg-muted text-muted-foreground'],
  ['secondary', 'border border-input bg-secondary text-secondary-foreground'],
  ['accent', 'bg-accent text-accent-foreground'],
  ['primary', 'bg-primary text-primary-foreground'],
  ['primary-subtle', 'bg-primary-subtle text-primary-subtle-foreground'],
  ['destructive', 'bg-destructive text-destructive-foreground'],
  ['destructive-subtle', 'bg-destructive-subtle text-destructive-subtle-foreground'],
  ['success', 'bg-success text-success-foreground'],
  ['success-subtle', 'bg-success-subtle text-success-subtle-foreground'],
  ['warning', 'bg-warning text-warning-foreground'],
  ['warning-subtle', 'bg-warning-subtle text-warning-subtle-foreground'],
  ['info', 'bg-info text-info-foreground'],
  ['info-subtle', 'bg-info-subtle text-info-subtle-foreground'],
] as const

const TEXT_TONES = [
  ['foreground', 'text-foreground'],
  ['muted-foreground', 'text-muted-foreground'],
  ['primary', 'text-primary'],
  ['destructive', 'text-destructive'],
  ['success', 'text-success'],
  ['warning', 'text-warning'],
  ['info', 'text-info'],
] as const

function Tokens() {
  return (
    <Section title="Colour tokens">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SWATCHES.map(([name, classes]) => (
          <div key={name} className={cn('rounded-md px-3 py-2 text-sm font-medium', classes)}>
            {name}
          </div>
        ))}
      </div>
      <Card className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {TEXT_TONES.map(([name, classes]) => (
          <span key={name} className={classes}>
            text-{name}
          </span>
        ))}
        <span className="rounded-sm outline-2 outline-offset-2 outline-ring">ring</span>
      </Card>
    </Section>
  )
}

const VARIANTS = ['primary', 'secondary', 'danger', 'ghost'] as const

function Buttons() {
  return (
    <Section title="Button">
      {(['md', 'sm'] as const).map((size) => (
        <Row key={size}>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </Row>
      ))}
      <Row>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {variant} disabled
          </Button>
        ))}
      </Row>
      <Row>
        <Button busy busyLabel="Saving…">
          Save
        </Button>
        <Button variant="secondary" busy>
          Export CSV
        </Button>
        <Button variant="danger" busy>
          Remove
        </Button>
        <Button variant="secondary" size="icon" aria-label="Add">
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </Row>
    </Section>
  )
}

const TONES = ['neutral', 'primary', 'success', 'warning', 'destructive', 'info'] as const

function Badges() {
  return (
    <Section title="Badge">
      {(['sm', 'md'] as const).map((size) => (
        <Row key={size}>
          {TONES.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone} {size}
            </Badge>
          ))}
        </Row>
      ))}
      <Row>
        <Badge asChild tone="primary" interactive>
          <a href="#badge-link">Enterprise (link)</a>
        </Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge>Expired</Badge>
        <Badge tone="success" size="md">
          BAA signed
        </Badge>
      </Row>
    </Section>
  )
}

function Emails() {
  return (
    <Section title="EmailText">
      <Row>
        {/* A narrow box: the address wraps before its @ and dots; a part wider than the box breaks. */}
        <p className="w-40 rounded border border-border p-2 text-sm [overflow-wrap:anywhere]">
          <EmailText value="maria.fernanda.gonzalez@research.example.com" />
        </p>
        <p className="w-40 rounded border border-border p-2 text-sm [overflow-wrap:anywhere]">
          <EmailText value="averyveryverylonglocalpartwithoutdots@example.com" />
        </p>
      </Row>
    </Section>
  )
}

function Banners() {
  return (
    <Section title="Banner and ErrorState">
      <Banner tone="info" title="Info">
        Refreshing all events takes about five minutes.
      </Banner>
      <Banner tone="success">Check your e-mail for a link to reset your password.</Banner>
      <Banner
        tone="warning"
        title="Payment past due"
        action={<Button variant="secondary">Update Payment</Button>}
      >
        Update your payment method to keep your plan.
      </Banner>
      <Banner tone="error">Failed to create organization</Banner>
      <ErrorState
        title="This page could not be loaded"
        message="Failed to get organization"
        onRetry={() => {}}
      />
      <ErrorState message="Failed to load events" />
    </Section>
  )
}

function Cards() {
  return (
    <Section title="Card and PageHeader">
      <PageHeader
        title="Team"
        description="Invite people, choose their roles and keep an eye on your seats."
        actions={<Button variant="secondary">Export CSV</Button>}
      />
      <Card>A plain card: any content.</Card>
      <Card
        title="Data controls"
        description="How voice data and transcripts are kept for everyone in the organization."
        actions={<Button size="sm">Save</Button>}
      >
        <p className="text-sm">Card with title, description and actions.</p>
      </Card>
      <NotAuthorized />
    </Section>
  )
}

const ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
]

function Fields() {
  const [role, setRole] = useState('member')
  const [on, setOn] = useState(true)
  const [off, setOff] = useState(false)
  return (
    <Section title="Fields">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" placeholder="teammate@company.com" />
        <TextField label="Legal name" hint="As it should appear on the agreement." />
        <TextField
          label="Organization name"
          defaultValue="Acme"
          error="Organization name must be at least 5 characters"
        />
        <TextField label="Domain" defaultValue="acme.test" disabled />
        <SelectField label="Role" value={role} onValueChange={setRole} options={ROLES} />
        <SelectField
          label="Type"
          value=""
          placeholder="Choose a type"
          onValueChange={() => {}}
          options={ROLES}
          error="Notification type is required"
        />
        <SelectField
          label="Role (read-only)"
          value="admin"
          onValueChange={() => {}}
          options={ROLES}
          disabled
        />
        <TextAreaField
          label="Message"
          rows={3}
          defaultValue="We should upgrade to an Enterprise plan"
        />
      </div>
      <InlineError role="alert">Enter at least one e-mail address</InlineError>
      <Card className="divide-y divide-border py-2">
        <SwitchField
          label="Auto-add users by domain"
          description="People who sign up with your domain join automatically."
          checked={on}
          onCheckedChange={setOn}
        />
        <SwitchField
          label="Auto-delete local data"
          description="Dictation history is deleted from members' devices."
          checked={off}
          onCheckedChange={setOff}
        />
        <SwitchField
          label="Zero data retention"
          description="Locked: Enterprise only."
          checked={false}
          onCheckedChange={() => {}}
          disabled
          adornment={<Badge tone="primary">Enterprise</Badge>}
        />
      </Card>
    </Section>
  )
}

function Navigation() {
  return (
    <Section title="Tabs and Spinner">
      <TabsRoot defaultValue="members">
        <TabsList label="Team">
          <Tab value="members">Members</Tab>
          <Tab value="domain">Other users on your domain</Tab>
        </TabsList>
        <TabsContent value="members" className="py-3 text-sm">
          Members panel
        </TabsContent>
        <TabsContent value="domain" className="py-3 text-sm">
          Domain panel
        </TabsContent>
      </TabsRoot>
      <Row>
        <Spinner label="Loading…" />
        <span className="text-primary">
          <Spinner />
        </span>
      </Row>
      <ListLoading label="Loading events…" />
    </Section>
  )
}

function Popups() {
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
