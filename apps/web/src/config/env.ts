import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';

export type ThemeName = 'theme1' | 'theme2' | 'theme3' | 'theme4';
const THEMES: readonly ThemeName[] = ['theme1', 'theme2', 'theme3', 'theme4'];

/** Picks a known theme; an unknown or missing value falls back to theme1, the shipped build. */
export const parseTheme = (value: unknown): ThemeName =>
  THEMES.includes(value as ThemeName) ? (value as ThemeName) : 'theme1';

/** Build-time settings of the web app (Vite `VITE_*` variables); the only reader of import.meta.env. */
export const env = {
  theme: parseTheme(import.meta.env.VITE_THEME),
  companyCode: (import.meta.env.VITE_COMPANY_CODE as string | undefined) || DEFAULT_COMPANY_CODE,
  isDev: import.meta.env.DEV === true,
} as const;
