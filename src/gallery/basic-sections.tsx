import Plus from 'lucide-react/icons/plus'
import { cn } from '@/shared/lib'
import {
  Badge,
  Banner,
  Button,
  Card,
  EmailText,
  ErrorState,
  NotAuthorized,
  PageHeader,
} from '@/shared/ui'
import { Row, Section } from './section'

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

export function Tokens() {
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

export function Buttons() {
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

export function Badges() {
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

export function Emails() {
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

export function Banners() {
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

export function Cards() {
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
