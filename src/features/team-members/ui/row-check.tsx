import { useLayoutEffect, useRef } from 'react'

type Props = {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}

/** A named checkbox whose pressable area is 44 px on touch screens. */
export function RowCheck({ label, checked, indeterminate = false, onChange }: Props) {
  const box = useRef<HTMLInputElement>(null)
  // "Some selected" has no HTML attribute: it is a property.
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <label className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-accent pointer-coarse:size-11">
      <input
        ref={box}
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 cursor-pointer accent-primary pointer-coarse:size-5"
      />
    </label>
  )
}
