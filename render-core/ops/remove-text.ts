import { defineOp, frameRefSchema } from './define';
import { findPage, findTextFrame } from './find';

export const removeText = defineOp('removeText', frameRefSchema, (draft, { pageId, frameId }) => {
  const page = findPage(draft, pageId);
  const frame = findTextFrame(page, frameId);
  page.frames.splice(page.frames.indexOf(frame), 1);
});
