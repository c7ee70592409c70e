const PASSTHROUGH = ['/api/v1', '/user_status', '/email']

/** HTTP-2: other paths live under /api/v1/enterprise; '' is that prefix itself. */
export function resolveApiPath(path: string): string {
  if (path === '') return '/api/v1/enterprise'
  const withSlash = path.startsWith('/') ? path : `/${path}`
  if (PASSTHROUGH.some((p) => withSlash === p || withSlash.startsWith(p))) return withSlash
  return `/api/v1/enterprise${withSlash}`
}
