import { Fragment } from 'react'

/**
 * An e-mail address that, when it must wrap, breaks before its `@` or a dot rather than
 * mid-word. Give the element around it `[overflow-wrap:anywhere]`: that breaks a part still too
 * long for the line, and only then.
 */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?=[@.])/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
