import { z } from 'zod';
import { boxSchema } from '../model/geometry';
import { colorSchema } from '../model/frame';
import { defineOp, frameRefSchema } from './define';
import { findPage, findTextFrame } from './find';

/** Changes a text frame's words, size, colour, alignment or box; absent fields stay as they are. */
export const editText = defineOp(
  'editText',
  frameRefSchema.extend({
    text: z.string().max(2000).optional(),
    size: z.number().min(4).max(200).optional(),
    color: colorSchema.optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
    box: boxSchema.optional(),
  }),
  (draft, { pageId, frameId, text, size, color, align, box }) => {
    const frame = findTextFrame(findPage(draft, pageId), frameId);
    if (text !== undefined) frame.text = text;
    if (size !== undefined) frame.size = size as typeof frame.size;
    if (color !== undefined) frame.color = color;
    if (align !== undefined) frame.align = align;
    if (box !== undefined) frame.box = box;
    if (frame.role === 'title' && text !== undefined && pageId === draft.cover?.id) draft.title = text;
  },
);
