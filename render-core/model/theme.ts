import { z } from 'zod';
import type { FontFamily } from './frame';

/** A theme colours the pages and sets the default type; the layout does not depend on it. */
export interface Theme {
  id: string;
  background: string;
  textColor: string;
  titleFont: FontFamily;
  bodyFont: FontFamily;
  /** Space around and between photos, as a fraction of the page's shorter side. */
  spacing: number;
}

export const themes = [
  {
    id: 'classic',
    background: '#ffffff',
    textColor: '#222222',
    titleFont: 'Lora',
    bodyFont: 'Inter',
    spacing: 0.04,
  },
  {
    id: 'night',
    background: '#1d1f24',
    textColor: '#f2f2f2',
    titleFont: 'Inter',
    bodyFont: 'Inter',
    spacing: 0.04,
  },
  {
    id: 'linen',
    background: '#f4efe6',
    textColor: '#4a3f35',
    titleFont: 'Lora',
    bodyFont: 'Lora',
    spacing: 0.05,
  },
  {
    id: 'gallery',
    background: '#ffffff',
    textColor: '#111111',
    titleFont: 'DejaVu Serif',
    bodyFont: 'DejaVu Sans',
    spacing: 0.08,
  },
] as const satisfies readonly Theme[];

export type ThemeId = (typeof themes)[number]['id'];
export const themeIdSchema = z.enum(themes.map((t) => t.id) as [ThemeId, ...ThemeId[]]);
export const defaultThemeId: ThemeId = 'classic';

export function themeById(id: ThemeId): Theme {
  return themes.find((t) => t.id === id) ?? themes[0];
}
