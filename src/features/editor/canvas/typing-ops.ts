import {
  type BookDocument,
  type FrameRef,
  type Op,
  type Page,
  pageTrim,
  type TextFrame,
  themeById,
} from '../../../../render-core';
import type { TypedText } from './TextOnPage';

/** The document with one text frame's words left out: the on-page text box shows them instead. */
export function withoutText(doc: BookDocument, ref: FrameRef): BookDocument {
  const hide = (page: BookDocument['pages'][number]) =>
    page.id !== ref.pageId
      ? page
      : {
          ...page,
          frames: page.frames.map((f) =>
            f.id === ref.frameId && f.kind === 'text' ? { ...f, text: '' } : f,
          ),
        };
  return {
    ...doc,
    cover: doc.cover ? hide(doc.cover) : doc.cover,
    backCover: doc.backCover ? hide(doc.backCover) : doc.backCover,
    pages: doc.pages.map(hide),
  };
}

/** The ops that write what was typed on the page: one undo step, nothing when nothing changed. */
export function typedOps(frame: TextFrame, ref: FrameRef, typed: TypedText): Op[] {
  const ops: Op[] = [];
  const changed: { text?: string; size?: number; align?: TextFrame['align']; color?: string } = {};
  if (typed.text !== frame.text) changed.text = typed.text;
  if (typed.size !== frame.size) changed.size = typed.size;
  if (typed.align !== frame.align) changed.align = typed.align;
  if (typed.color.toLowerCase() !== frame.color.toLowerCase()) changed.color = typed.color;
  if (Object.keys(changed).length > 0) ops.push({ type: 'editText', ...ref, ...changed });
  if (typed.font !== frame.font) ops.push({ type: 'changeFont', ...ref, font: typed.font });
  return ops;
}

/** A caption as addText makes it (the band along the bottom of the safe area), not yet on the page. */
export function newCaptionFrame(doc: BookDocument, page: Page, id: string): TextFrame {
  const theme = themeById(doc.theme);
  const trim = pageTrim(doc.product, page);
  const { safeMargin } = doc.product;
  const height = Math.max(8, trim.height * 0.08);
  return {
    id,
    kind: 'text',
    box: {
      x: safeMargin,
      y: trim.height - safeMargin - height,
      width: trim.width - 2 * safeMargin,
      height,
    } as TextFrame['box'],
    text: '',
    font: theme.bodyFont,
    size: 14 as TextFrame['size'],
    color: theme.textColor,
    align: 'center',
    role: null,
  };
}

/** The ops that put a new caption, as typed, on its page: one undo step. */
export function newCaptionOps(ref: FrameRef, box: TextFrame['box'], typed: TypedText): Op[] {
  return [
    { type: 'addText', pageId: ref.pageId, id: ref.frameId, text: typed.text, box },
    { type: 'editText', ...ref, size: typed.size, align: typed.align, color: typed.color },
    { type: 'changeFont', ...ref, font: typed.font },
  ];
}
