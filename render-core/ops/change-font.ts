import { fontFamilySchema } from '../model/frame';
import { defineOp, frameRefSchema } from './define';
import { findPage, findTextFrame } from './find';

export const changeFont = defineOp(
  'changeFont',
  frameRefSchema.extend({ font: fontFamilySchema }),
  (draft, args) => {
    findTextFrame(findPage(draft, args.pageId), args.frameId).font = args.font;
  },
);
