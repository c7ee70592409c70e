import { createFileRoute } from '@tanstack/react-router'

// The gate in __root always redirects away from '/'.
export const Route = createFileRoute('/')({})
