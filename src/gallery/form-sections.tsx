import { useState } from 'react'
import {
  Badge,
  Card,
  InlineError,
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
} from '@/shared/ui'
import { Row, Section } from './section'

const ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
]

export function Fields() {
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

export function Navigation() {
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
