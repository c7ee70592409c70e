/** A stand-in for one of Rolldown's output chunks, for the build plugins' tests. */
export const outputChunk = (fileName: string, more: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
  code: `/* ${fileName} */`,
  isEntry: false,
  imports: [] as string[],
  dynamicImports: [] as string[],
  moduleIds: [] as string[],
  facadeModuleId: null as string | null,
  ...more,
})
