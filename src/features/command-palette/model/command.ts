/** One entry of the command palette (UX-1). The app composes the list; the palette runs it. */
export type PaletteCommand = {
  /** Stable and unique: cmdk keys its selection by it. */
  id: string
  label: string
  /** The heading it is listed under, in the order first seen. */
  group: string
  /** Other words that find it ("log out" for Sign out). */
  keywords?: readonly string[]
  /** Listed only while text is typed, and always then: it acts on that text, shown after the label. */
  withQuery?: boolean
  /** A page to go to: when the typed words match it, it ranks above every action (UX-2). */
  page?: boolean
  /** "Current" and similar, shown at the end of the row. */
  hint?: string
  /**
   * Without `busy`, runs once the palette has closed and focus is back where it was, so the
   * command may move focus itself. With it, runs while the palette stays open and busy, which
   * closes when the returned promise settles (work that takes a while, UX-12).
   */
  busy?: boolean
  run: (query: string) => void | Promise<unknown>
}

/** Commands grouped under their headings, groups in the order first seen. */
export function groupCommands(commands: readonly PaletteCommand[]): [string, PaletteCommand[]][] {
  const groups = new Map<string, PaletteCommand[]>()
  for (const command of commands) {
    const list = groups.get(command.group) ?? []
    list.push(command)
    groups.set(command.group, list)
  }
  return [...groups]
}
