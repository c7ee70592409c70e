/** The message the team's admins receive when someone asks to join (START-1). */
export function joinRequestMessage(user: { name: string; email: string }, teamName: string | null) {
  const who = user.name && user.name !== user.email ? `${user.name} (${user.email})` : user.email
  const team = teamName ?? 'your team'
  return `${who} would like to join ${team} on Flow. Please add them from Team management.`
}
