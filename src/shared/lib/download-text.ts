/** Saves text as a file through a Blob URL (no server round trip, works under a strict CSP). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // The byte-order mark makes spreadsheet apps read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
