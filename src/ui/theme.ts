import { proxy } from 'valtio';

export type ThemeMode = 'light' | 'dark';

/** The page's colour mode and the header's theme; a page may darken them, each navigation resets them. */
export const theme = proxy<{ mode: ThemeMode; nav: ThemeMode }>({ mode: 'light', nav: 'light' });

export function resetTheme(): void {
  theme.mode = 'light';
  theme.nav = 'light';
}
