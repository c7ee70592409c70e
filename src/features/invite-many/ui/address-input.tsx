import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react'
import { InlineError, TextAreaField } from '@/shared/ui'
import { parseInviteCsv, parseInviteText, type CsvResult } from '../lib/parse-csv'
import { INVITE_MANY_MESSAGES as M } from '../model/invite-many-messages'

/** FileReader rather than Blob.text(): it reads in every browser the portal supports. */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsText(file)
  })

type Props = {
  /** The list as last left, shown again after Back or on reopening. */
  text: string
  /** Called as the input goes away (Check, Back, or closing), with what it held. */
  onTextChange: (text: string) => void
  /** The addresses read from the paste or the file, in one pass. */
  onRead: (entries: CsvResult['entries']) => void
  /** The form's id: its Check button sits in the dialog's footer. */
  formId: string
  /** The list's box, read while it is being typed in (the text is kept if the session ends). */
  box: RefObject<HTMLTextAreaElement | null>
}

/** INVITE-2, INVITE-3: paste a list, or pick a .csv file; nothing is sent from here. */
export function AddressInput({ text, onTextChange, onRead, formId, box }: Props) {
  const fileId = useId()
  const [error, setError] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  // Uncontrolled: React keeps a controlled textarea's defaultValue in step with every change,
  // which costs Chromium ~650 ms for a 500-line paste. The text is read when needed instead.
  useEffect(() => {
    const element = box.current
    return () => {
      if (element) onTextChange(element.value)
    }
  }, [onTextChange, box])

  const take = (result: CsvResult, show: (message: string) => void) => {
    if (result.error) return show(result.error)
    if (result.entries.length === 0) return show(M.nothingFound)
    onRead(result.entries)
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    setFileError(null)
    take(parseInviteText(box.current?.value ?? ''), setError)
  }
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // The same file may be picked again after a fix.
    input.value = ''
    if (!file) return
    setError(null)
    setFileError(null)
    let content: string
    try {
      content = await readText(file)
    } catch {
      return setFileError(M.unreadable)
    }
    take(parseInviteCsv(content), setFileError)
  }

  return (
    <form id={formId} noValidate onSubmit={review} className="flex flex-col gap-4">
      <TextAreaField
        label="Email addresses"
        hint={
          <>
            Separate them with commas, spaces, semicolons or new lines; “Name
            &lt;name@company.com&gt;” works too.
          </>
        }
        rows={7}
        ref={box}
        defaultValue={text}
        onChange={() => setError(null)}
        error={error ?? undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-foreground">Or a CSV file</span>
        {/* relative: the visually hidden input stays here, so focusing it scrolls the body to it. */}
        <div className="relative flex flex-wrap items-center gap-3">
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="peer sr-only"
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            onChange={(event) => void pick(event)}
          />
          <label
            htmlFor={fileId}
            className="inline-flex min-h-9 cursor-pointer items-center rounded-md border border-input bg-secondary px-3.5 py-2 text-sm font-medium text-secondary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-accent pointer-coarse:min-h-11"
          >
            Choose a CSV file
          </label>
        </div>
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          A header row with email and, optionally, role (member or admin).
        </p>
        {fileError ? (
          <InlineError id={`${fileId}-error`} role="alert">
            {fileError}
          </InlineError>
        ) : null}
      </div>
    </form>
  )
}
