export { CommandPaletteLauncher } from './ui/palette-launcher'
export { CommandPalette } from './ui/command-palette'
export type { CommandPaletteProps } from './ui/command-palette'
export type { PaletteCommand } from './model/command'
