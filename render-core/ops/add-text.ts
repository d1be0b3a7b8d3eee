import { z } from 'zod';
import { boxSchema } from '../model/geometry';
import { type TextFrame, textFrameSchema } from '../model/frame';
import { themeById } from '../model/theme';
import { defineOp } from './define';
import { findPage, takeId } from './find';

/** Adds a text frame; by default a caption band along the bottom of the safe area. */
export const addText = defineOp(
  'addText',
  z.object({
    pageId: z.string().min(1),
    text: z.string().max(2000),
    box: boxSchema.optional(),
    id: z.string().min(1).optional(),
  }),
  (draft, { pageId, text, box, id }, context) => {
    const page = findPage(draft, pageId);
    const theme = themeById(draft.theme);
    const { trim, safeMargin } = draft.product;
    const height = Math.max(8, trim.height * 0.08);
    const frame: TextFrame = textFrameSchema.parse({
      id: id ?? takeId(draft, 'f', context),
      kind: 'text',
      box: box ?? {
        x: safeMargin,
        y: trim.height - safeMargin - height,
        width: trim.width - 2 * safeMargin,
        height,
      },
      text,
      font: theme.bodyFont,
      size: 12,
      color: theme.textColor,
      align: 'center',
      role: null,
    });
    page.frames.push(frame);
  },
);
