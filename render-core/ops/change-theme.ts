import { original } from 'immer';
import { z } from 'zod';
import { slotBoxes, templateById } from '../layout/templates';
import { colorContrast, MIN_CONTRAST } from '../model/contrast';
import type { Frame, TextFrame } from '../model/frame';
import type { Rect } from '../model/geometry';
import type { Page } from '../model/page';
import { type Theme, themeById, themeIdSchema } from '../model/theme';
import { defineOp } from './define';

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A text's colour in the new theme. Text over a photo keeps its colour: it was readable on that
 * photo, and the theme's colour is made for the page (the Night theme's white would vanish on a
 * light photo). On the page, the theme's colour replaces the old theme's, and a colour the
 * customer chose stays while it keeps 4.5:1 on the new background.
 */
function textColor(
  text: TextFrame,
  overPhoto: boolean,
  before: Theme,
  theme: Theme,
  background: string,
): string {
  if (text.role === 'title' || overPhoto) return text.color;
  if (text.color.toLowerCase() === before.textColor.toLowerCase()) return theme.textColor;
  return colorContrast(text.color, background) >= MIN_CONTRAST ? text.color : theme.textColor;
}

function restyle(
  page: Page,
  before: Theme,
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
    // A font the customer chose (not the old theme's) stays; "Use the theme's fonts" puts it back.
    const themed = frame.role === 'title' || frame.role === 'chapter';
    const font =
      frame.font === (themed ? before.titleFont : before.bodyFont)
        ? frame.role === 'title'
          ? theme.titleFont
          : theme.bodyFont
        : frame.font;
    const overPhoto = page.frames.some(
      (f) => f.kind === 'photo' && f.photoId !== null && overlaps(f.box, frame.box),
    );
    const color = textColor(frame, overPhoto, before, theme, page.background ?? theme.background);
    return font === frame.font && color === frame.color ? frame : { ...frame, font, color };
  });
  return frames.every((f, i) => f === page.frames[i]) ? page : { ...page, frames };
}

/**
 * A theme sets colours, fonts and spacing: photo frames move to the new spacing (keeping photos
 * and crops), text in the old theme's fonts takes the new theme's (a font the customer chose stays),
 * and text on the page its colour (text over a photo keeps a colour readable there).
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
    const cover = restyle(base.cover, before, theme, spacingChanged, trim);
    if (cover !== base.cover) draft.cover = cover as typeof draft.cover;
  }
  if (base.backCover) {
    const back = restyle(base.backCover, before, theme, spacingChanged, trim);
    if (back !== base.backCover) draft.backCover = back as typeof draft.backCover;
  }
  const pages = base.pages.map((page) => restyle(page, before, theme, spacingChanged, trim));
  if (pages.some((page, i) => page !== base.pages[i])) draft.pages = pages as typeof draft.pages;
});
