/** The roles a person can be given, as the role pickers list them. */
export const ROLE_OPTIONS = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
] as const
