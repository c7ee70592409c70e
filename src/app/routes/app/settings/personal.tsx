import { createFileRoute } from '@tanstack/react-router'
import { PersonalSettings } from '@/features/personal-settings'

export const Route = createFileRoute('/app/settings/personal')({ component: PersonalSettings })
