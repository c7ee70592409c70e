import { endpoints as e } from '../../src/shared/contract'
import { enabledExtensions } from '../extensions'
import { respond, serve } from '../lib/http'
import { requireUser } from './guards'

/** What this server has beyond the SPEC's API (DEMO_EXTENSIONS). */
export const capabilityHandlers = [
  serve(e.getCapabilities, ({ request }) => {
    requireUser(request)
    return respond(e.getCapabilities, { extensions: enabledExtensions() })
  }),
]
