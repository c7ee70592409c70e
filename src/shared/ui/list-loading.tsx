import { Spinner } from './spinner'

/** A list's place while its results load: the spinner and what is loading, centred. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="py-10 text-center text-sm text-muted-foreground">
      <Spinner label={label} />
    </div>
  )
}
