import { original } from 'immer';
import { z } from 'zod';
import { slotBoxes, templateById } from '../layout/templates';
import type { Frame } from '../model/frame';
import type { Page } from '../model/page';
import { type Theme, themeById, themeIdSchema } from '../model/theme';
import { defineOp } from './define';

function restyle(
  page: Page,
  theme: Theme,
  spacingChanged: boolean,
  trim: { width: number; height: number },
): Page {
  const template = templateById(page.template);
  const boxes = template && spacingChanged ? slotBoxes(template, trim, theme.spacing) : null;
  let slot = 0;
  const frames = page.frames.map((frame): Frame => {
    if (frame.kind === 'photo') {
      const box = boxes?.[slot++];
      return box ? { ...frame, box: box as Frame['box'] } : frame;
    }
    const font = frame.role === 'title' ? theme.titleFont : theme.bodyFont;
    const color = frame.role === 'title' ? frame.color : theme.textColor;
    return font === frame.font && color === frame.color ? frame : { ...frame, font, color };
  });
  return frames.every((f, i) => f === page.frames[i]) ? page : { ...page, frames };
}

/**
 * A theme sets colours, fonts and spacing: photo frames move to the new spacing (keeping photos
 * and crops), the title takes the theme's title font, other text its body font and colour.
 * Pages are rebuilt from the untouched original rather than edited through immer's drafts: a
 * theme touches every page, and drafting each frame made this the one op over 2 ms.
 */
export const changeTheme = defineOp('changeTheme', z.object({ theme: themeIdSchema }), (draft, args) => {
  const base = original(draft)!;
  const before = themeById(base.theme);
  const theme = themeById(args.theme);
  const spacingChanged = theme.spacing !== before.spacing;
  const trim = base.product.trim;
  draft.theme = theme.id as typeof draft.theme;
  if (base.cover) {
    const cover = restyle(base.cover, theme, spacingChanged, trim);
    if (cover !== base.cover) draft.cover = cover as typeof draft.cover;
  }
  const pages = base.pages.map((page) => restyle(page, theme, spacingChanged, trim));
  if (pages.some((page, i) => page !== base.pages[i])) draft.pages = pages as typeof draft.pages;
});
