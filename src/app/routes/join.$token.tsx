import { createFileRoute } from '@tanstack/react-router'
import { JoinPage } from '@/features/invite-link'

// INVLINK-6: an invite link, for anyone (the gate lets /join through signed in or out). The page
// reads the link itself, with its own loading and failure views: no loader or error view here,
// whose stubs would add to /login's first load (the route tree is in it).
export const Route = createFileRoute('/join/$token')({ component: JoinRoute })

function JoinRoute() {
  const { token } = Route.useParams()
  return <JoinPage token={token} />
}
