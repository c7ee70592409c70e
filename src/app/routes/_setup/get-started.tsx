import { createFileRoute } from '@tanstack/react-router'
import { GetStartedPage } from '@/features/onboarding'

export const Route = createFileRoute('/_setup/get-started')({ component: GetStartedPage })
