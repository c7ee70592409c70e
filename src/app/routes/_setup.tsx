import { createFileRoute } from '@tanstack/react-router'
import { SetupShell } from '../shell/setup-shell'

// Pre-setup pages: top bar only, no side menu.
export const Route = createFileRoute('/_setup')({ component: SetupShell })
