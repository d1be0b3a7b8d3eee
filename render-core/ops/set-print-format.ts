import { z } from 'zod';
import { defaultCrop } from '../model/frame';
import { pageTrim } from '../model/print-format';
import { defineOp, OpError } from './define';
import { findPage } from './find';

/**
 * Prints: turn a print a quarter (to its photo's orientation) and/or give it a border. The photo
 * frame then fills the print's trim less the border, its crop re-centred; a bordered print's
 * background is white, as a photo lab's borders are.
 */
export const setPrintFormat = defineOp(
  'setPrintFormat',
  z.object({
    pageId: z.string().min(1),
    turned: z.boolean().optional(),
    border: z.number().min(0).max(20).optional(),
  }),
  (draft, { pageId, turned, border }) => {
    if (draft.kind !== 'print')
      throw new OpError('WRONG_KIND', `only prints are turned or bordered; this is a ${draft.kind}`);
    const page = findPage(draft, pageId);
    if (turned !== undefined) page.turned = turned;
    if (border !== undefined) page.border = border;
    const trim = pageTrim(draft.product, page);
    const b = Math.min(page.border ?? 0, trim.width / 4, trim.height / 4);
    if (b > 0) page.background = '#ffffff';
    for (const frame of page.frames) {
      if (frame.kind !== 'photo') continue;
      frame.box = { x: b, y: b, width: trim.width - 2 * b, height: trim.height - 2 * b } as typeof frame.box;
      if (turned !== undefined) frame.crop = { ...defaultCrop, rotation: frame.crop.rotation };
    }
  },
);
