export {
  THEME_KEY,
  getThemeChoice,
  setThemeChoice,
  useThemeChoice,
  useSystemTheme,
} from './theme-store'
export type { ThemeChoice } from './theme-store'
