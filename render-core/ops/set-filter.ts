import { filterSchema } from '../model/frame';
import { defineOp, frameRefSchema } from './define';
import { findPage, findPhotoFrame } from './find';

export const setFilter = defineOp(
  'setFilter',
  frameRefSchema.extend({ filter: filterSchema }),
  (draft, args) => {
    findPhotoFrame(findPage(draft, args.pageId), args.frameId).filter = args.filter;
  },
);
