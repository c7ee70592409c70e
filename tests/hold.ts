/**
 * Holds a mocked response until the test releases it, so a busy state or an in-flight window is
 * observed by construction rather than by a sleep racing the app.
 */
export function hold() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, wait: () => released }
}
