import { produce } from 'immer';
import { z } from 'zod';
import type { BookDocument } from '../model/document';
import { addPage } from './add-page';
import { addPhotos } from './add-photos';
import { addText } from './add-text';
import { changeFont } from './change-font';
import { changeProduct } from './change-product';
import { changeTemplate } from './change-template';
import { changeTheme } from './change-theme';
import { cropPhoto } from './crop-photo';
import { idTagSchema } from '../model/ids';
import type { OpContext, OpDefinition } from './define';
import { editText } from './edit-text';
import { movePage } from './move-page';
import { movePages } from './move-pages';
import { movePhotoToPage } from './move-photo-to-page';
import { panPhoto } from './pan-photo';
import { removeEverything } from './remove-everything';
import { removePage } from './remove-page';
import { removePhoto } from './remove-photo';
import { removeText } from './remove-text';
import { replacePhoto } from './replace-photo';
import { restoreRemovedPhotos } from './restore-removed-photos';
import { rotatePhoto } from './rotate-photo';
import { setFilter } from './set-filter';
import { setBackground } from './set-background';
import { setCalendar } from './set-calendar';
import { setCalendarEvent } from './set-calendar-event';
import { setChapterTitles } from './set-chapter-titles';
import { addBackCover } from './add-back-cover';
import { setPrintFormat } from './set-print-format';
import { setQuantity } from './set-quantity';
import { swapPhotos } from './swap-photos';
import { zoomPhoto } from './zoom-photo';

const definitions = [
  addPage,
  removePage,
  movePage,
  movePages,
  swapPhotos,
  replacePhoto,
  movePhotoToPage,
  panPhoto,
  zoomPhoto,
  rotatePhoto,
  cropPhoto,
  setFilter,
  changeTemplate,
  changeTheme,
  changeProduct,
  addText,
  editText,
  removeText,
  changeFont,
  removePhoto,
  removeEverything,
  restoreRemovedPhotos,
  addPhotos,
  setQuantity,
  setPrintFormat,
  addBackCover,
  setCalendar,
  setCalendarEvent,
  setBackground,
  setChapterTitles,
] as const;

type Definitions = (typeof definitions)[number];
// An op without arguments has the input type Record<string, never>, which would forbid `type`.
type ArgsOf<D> =
  D extends OpDefinition<infer T, infer A>
    ? { type: T } & (string extends keyof z.input<A> ? unknown : z.input<A>)
    : never;
/** Any edit, as plain data: `{type: 'swapPhotos', a, b}`. */
export type Op = ArgsOf<Definitions>;
export type OpType = Op['type'];

const byType = new Map<string, OpDefinition<string, z.ZodObject>>(
  definitions.map((d) => [d.type, d as unknown as OpDefinition<string, z.ZodObject>]),
);

/** Validates an op from outside (the worker boundary, the sync queue) before it is applied. */
export const opSchema = z.discriminatedUnion(
  'type',
  definitions.map((d) => d.schema) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
export const opTypes = definitions.map((d) => d.type);

export interface OpResult {
  /** The new document; the same object when the op changed nothing. */
  document: BookDocument;
}

/**
 * Applies one edit without touching the input: the next document, made by immer (unchanged
 * records stay the same objects, which history's diff and the thumbnails rely on). Throws OpError when the op does not fit the
 * document; its arguments go through the op's schema so defaults apply. `context.idTag`: the
 * editing person's tag for the ids the op creates (model/ids.ts); without it ids stay `p21`.
 */
export function applyOp(doc: BookDocument, op: Op, context: OpContext = {}): OpResult {
  const definition = byType.get(op.type);
  if (!definition) throw new Error(`unknown op ${op.type}`);
  const { type: _type, ...args } = definition.schema.parse(op) as { type: string };
  if (context.idTag !== undefined) idTagSchema.parse(context.idTag);
  const document = produce(doc, (draft) => {
    definition.apply(draft, args, context);
  });
  return { document };
}

export { type OpContext, OpError } from './define';
export type { FrameRef } from './define';
export { listRemovedPhotos, listUnusedPhotos } from './unused-photos';
export { freezeSteps } from './freeze-steps';
