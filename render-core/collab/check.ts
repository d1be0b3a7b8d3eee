/**
 * Is the document still valid after one op? Checks only what the op touched, so applying a batch
 * costs one page's (or one field's) validation per op rather than a parse of the whole book: the
 * touched page, photo or top-level field against its schema, plus the rules bookDocumentSchema's
 * refinement adds across records (photo references, unique page ids, kind/product/calendar).
 */
import type { z } from 'zod';
import { type BookDocument, bookDocumentSchema } from '../model/document';
import { type Frame, frameSchema, photoFrameSchema, textFrameSchema } from '../model/frame';
import { type Page, pageSchema } from '../model/page';
import { photoRefSchema } from '../model/photo';
import type { CollabOp } from './ops';

const fieldSchemas = bookDocumentSchema.shape as Record<string, z.ZodType | undefined>;

/** Photo ids per photos array, built once per array (arrays are immutable and shared). */
const photoIdCache = new WeakMap<object, Set<string>>();
function photoIds(doc: BookDocument): Set<string> {
  let ids = photoIdCache.get(doc.photos);
  if (!ids) {
    ids = new Set(doc.photos.map((p) => p.id));
    photoIdCache.set(doc.photos, ids);
  }
  return ids;
}

/**
 * Whether `value` is one of `schema` as it is: valid, and with no key the schema does not know,
 * at any depth (a parse would strip it). Issue 54: 50 nested levels of junk under a crop were
 * accepted, stripped on read but kept in the op log and sent live to every member; such an op is
 * now invalid, so it is refused before anything is logged.
 */
function whole(schema: z.ZodType | undefined, value: unknown): boolean {
  const parsed = schema?.safeParse(value);
  return parsed?.success === true && keysKept(value, parsed.data);
}

function keysKept(input: unknown, output: unknown): boolean {
  if (typeof input !== 'object' || input === null) return true;
  if (typeof output !== 'object' || output === null) return false;
  if (Array.isArray(input)) {
    return Array.isArray(output) && input.every((v, i) => keysKept(v, output[i]));
  }
  const out = output as Record<string, unknown>;
  for (const [key, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (!(key in out) || !keysKept(v, out[key])) return false;
  }
  return true;
}

/** True when `doc`, just changed by `op`, still satisfies bookDocumentSchema where `op` reached. */
export function opKeepsDocumentValid(doc: BookDocument, op: CollabOp): boolean {
  const [top, second] = op.path;
  if (typeof top !== 'string') return false;
  if (top === 'pages') {
    if (second === undefined) return pageListValid(doc, op);
    if (typeof second === 'string') return false;
    const page = doc.pages.find((p) => p.id === second.id);
    return page !== undefined && pagePartValid(doc, page, op, op.path.slice(2));
  }
  if (top === 'photos') return photosValid(doc, op, second);
  if (top === 'cover' || top === 'backCover') {
    const page = doc[top];
    if (op.path.length === 1 || !page) return coverValid(doc, top);
    return pagePartValid(doc, page, op, op.path.slice(1));
  }
  const schema = fieldSchemas[top];
  if (!whole(schema, doc[top as keyof BookDocument])) return false;
  if (top === 'kind' || top === 'product' || top === 'calendar') return kindsAgree(doc);
  return true;
}

function pageListValid(doc: BookDocument, op: CollabOp): boolean {
  if (op.kind === 'set') return whole(bookDocumentSchema, doc);
  if (op.kind !== 'insert') return true;
  const page = doc.pages.find((p) => p.id === op.id);
  return page !== undefined && pageValid(doc, page) && !isCoverId(doc, page.id);
}

const pageFieldSchemas = pageSchema.shape as Record<string, z.ZodType | undefined>;

/**
 * Inside one page, the smallest part the op changed: one frame (frames have no rules across
 * their fields), one field of the page, or the whole page.
 */
function pagePartValid(doc: BookDocument, page: Page, op: CollabOp, rest: CollabOp['path']): boolean {
  const [key, frameRef] = rest;
  if (key === undefined) return pageValid(doc, page);
  if (typeof key !== 'string') return false;
  if (key !== 'frames') return whole(pageFieldSchemas[key], page[key as keyof Page]);
  if (frameRef === undefined) {
    if (op.kind === 'delete' || op.kind === 'move') return true;
    if (op.kind === 'set') return pageValid(doc, page);
    return frameValid(
      doc,
      page.frames.find((f) => f.id === op.id),
    );
  }
  if (typeof frameRef === 'string') return false;
  const frame = page.frames.find((f) => f.id === frameRef.id);
  const field = rest[2];
  if (typeof field !== 'string' || field === 'kind' || field === 'id' || !frame)
    return frameValid(doc, frame);
  // One field of a frame (a crop, a box, the words): only that field's schema.
  const shape = (frame.kind === 'photo' ? photoFrameSchema : textFrameSchema).shape as Record<
    string,
    z.ZodType
  >;
  const value = (frame as Record<string, unknown>)[field];
  if (!whole(shape[field], value)) return false;
  return field !== 'photoId' || value === null || photoIds(doc).has(value as string);
}

function frameValid(doc: BookDocument, frame: Frame | undefined): boolean {
  if (!frame || !whole(frameSchema, frame)) return false;
  return frame.kind !== 'photo' || frame.photoId === null || photoIds(doc).has(frame.photoId);
}

function photosValid(doc: BookDocument, op: CollabOp, second: CollabOp['path'][number] | undefined): boolean {
  if (second === undefined) {
    if (op.kind === 'set') return whole(bookDocumentSchema, doc);
    if (op.kind === 'delete') return !photoInUse(doc, op.id);
    if (op.kind !== 'insert') return true;
    const photo = doc.photos.find((p) => p.id === op.id);
    return whole(photoRefSchema, photo);
  }
  if (typeof second === 'string') return false;
  const photo = doc.photos.find((p) => p.id === second.id);
  // A photo's id is its identity: an op may not change it under the frames that point at it.
  return photo?.id === second.id && whole(photoRefSchema, photo);
}

function coverValid(doc: BookDocument, key: 'cover' | 'backCover'): boolean {
  const page = doc[key];
  if (!whole(fieldSchemas[key], page)) return false;
  if (!page) return true;
  const other = key === 'cover' ? doc.backCover : doc.cover;
  return photosFound(doc, page) && other?.id !== page.id && !doc.pages.some((p) => p.id === page.id);
}

function pageValid(doc: BookDocument, page: Page): boolean {
  return whole(pageSchema, page) && photosFound(doc, page);
}

function photosFound(doc: BookDocument, page: Page): boolean {
  const ids = photoIds(doc);
  return page.frames.every((f) => f.kind !== 'photo' || f.photoId === null || ids.has(f.photoId));
}

const isCoverId = (doc: BookDocument, id: string) => doc.cover?.id === id || doc.backCover?.id === id;

function photoInUse(doc: BookDocument, photoId: string): boolean {
  const pages = [...(doc.cover ? [doc.cover] : []), ...(doc.backCover ? [doc.backCover] : []), ...doc.pages];
  return pages.some((p) => p.frames.some((f) => f.kind === 'photo' && f.photoId === photoId));
}

function kindsAgree(doc: BookDocument): boolean {
  return doc.kind === doc.product.kind && (doc.kind === 'calendar') === (doc.calendar !== null);
}
