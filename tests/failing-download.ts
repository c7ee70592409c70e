/** How many of the next downloads of a mocked module fail (each test file has its own count). */
export const download = { fails: 1 }

/**
 * A vi.mock factory body: fails as an offline browser's import() does while `download.fails` is
 * above 0, then gives the real module.
 */
export async function failingDownload<T>(importOriginal: () => Promise<T>): Promise<T> {
  if (download.fails > 0) {
    download.fails -= 1
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
}
