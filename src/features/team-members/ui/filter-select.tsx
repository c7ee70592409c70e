import { useId } from 'react'
import ChevronDown from 'lucide-react/icons/chevron-down'

type Props = {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  className?: string
}

/**
 * A native select for the table's filters: opening it costs no main-thread work (a Radix Select
 * took a 100 ms task to open on BigCorp's page) and phones show their own picker.
 */
export function FilterSelect({ label, value, options, onChange, className }: Props) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="block min-h-9 w-full cursor-pointer appearance-none rounded-md border border-input bg-card py-1.5 pr-9 pl-3 text-base text-card-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm pointer-coarse:min-h-11"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
        />
      </div>
    </div>
  )
}
