import { vi } from 'vitest'

/** Reads a Blob as jsdom can (its Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.readAsText(blob)
  })

/**
 * Catches what the page saves through a Blob URL (`downloadText`): each file's name and its text
 * without the byte-order mark. Undone by `vi.restoreAllMocks()`.
 */
export function catchDownloads() {
  const blobs: Blob[] = []
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:download')),
    revokeObjectURL: vi.fn(),
  })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return {
    click,
    /** The names the page gave its downloads, in order. */
    names: () => click.mock.contexts.map((anchor) => (anchor as HTMLAnchorElement).download),
    /** The text of the nth download (the first by default). */
    text: async (n = 0) => (await blobText(blobs[n]!)).replace(/^\uFEFF/, ''),
  }
}
