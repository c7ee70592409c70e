import { clsx } from 'clsx'

/** A spinning ring in the current text colour (clsx, not cn: it ships on /login, see Button). */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-4 animate-spin rounded-full motion-reduce:animate-[spin_2s_linear_infinite] border-2 border-current border-r-transparent',
          className,
        )}
      />
      {label ? <span>{label}</span> : null}
    </span>
  )
}
