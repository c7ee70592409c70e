import { tooLongMessage } from '@/shared/lib'
import { TextField } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import {
  SEARCH_MAX_LENGTH,
  charactersMissing,
  isSearchTooLong,
  missingCharactersHint,
} from '../model/catalog-rules'

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
        // The whole placeholder, its minimum included, fits a 360 px phone.
        inputClassName="placeholder:text-xs sm:placeholder:text-sm"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={missing > 0 ? missingCharactersHint(missing) : undefined}
        error={isSearchTooLong(value) ? tooLongMessage(SEARCH_MAX_LENGTH) : undefined}
      />
    </div>
  )
}
