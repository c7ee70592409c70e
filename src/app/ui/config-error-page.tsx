import type { ConfigError } from '@/shared/config'

/** Shown instead of the portal when a VITE_* variable is invalid: names each one. */
export function ConfigErrorPage({ error }: { error: ConfigError }) {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-semibold text-destructive">The portal is misconfigured</h1>
      <p className="mt-2 text-sm">Fix these settings and reload:</p>
      <ul className="mt-3 list-disc pl-6 text-sm">
        {error.issues.map((i) => (
          <li key={i.variable}>
            <code className="font-mono font-semibold">{i.variable}</code>: {i.message}
          </li>
        ))}
      </ul>
    </main>
  )
}
