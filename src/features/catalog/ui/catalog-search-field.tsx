import { TextField } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { charactersMissing, missingCharactersHint } from '../model/catalog-rules'

export function CatalogSearchField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const missing = charactersMissing(value)
  return (
    <div className="mb-4">
      <TextField
        label="Search events"
        hideLabel
        type="search"
        placeholder={M.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={missing > 0 ? missingCharactersHint(missing) : undefined}
      />
    </div>
  )
}
