import { type AnalysedPhoto, chooseForDraft } from '../analysis';
import { cropForFrame, keptFraction } from '../model/crop';
import type { BookDocument, DraftRecord } from '../model/document';
import { type FaceBox, type PhotoAnalysis, type PhotoRef, photoAspect, takenAtMs } from '../model/photo';
import type { Page } from '../model/page';
import { themeById } from '../model/theme';
import { listUnusedPhotos } from '../ops/unused-photos';
import { idCounter } from './build-page';
import { orderByTime } from './chapters';
import { layoutPages } from './layout-pages';
import { TARGET_PHOTOS_PER_PAGE } from './page-count';
import { seededRandom } from './rng';
import { sharpAtCoverSize } from './cover-sharpness';

/**
 * A short fingerprint of what a page shows (template, background and frames). The draft keeps the
 * fingerprint of each page it laid out; a page whose fingerprint differs has been edited by the
 * customer, whatever the edit was, without every op having to mark it. The cover's title is left
 * out of its fingerprint: the title is named apart from the photo (the suggested place and date
 * arrive after the book opens), and a refinement only ever changes the cover's photo.
 */
export function pageSignature(page: Page): string {
  const frames = page.template === 'cover' ? page.frames.filter((f) => f.kind === 'photo') : page.frames;
  const text = JSON.stringify([page.template, page.background, frames]);
  // FNV-1a, 32 bits: collisions only matter if an edit happened to land on the same hash.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The draft record of freshly laid-out pages: every page counts as the machine's, none edited. */
export function draftRecordFor(
  pages: readonly Page[],
  previous: DraftRecord | undefined = undefined,
): DraftRecord {
  const signatures: Record<string, string> = { ...(previous?.pages ?? {}) };
  for (const page of pages) signatures[page.id] = pageSignature(page);
  return { pages: signatures, leftOut: previous?.leftOut ?? {}, bestOf: previous?.bestOf ?? null };
}

/** Whether the customer has left this page as the draft made it. */
export function isDraftPage(doc: Pick<BookDocument, 'draft'>, page: Page): boolean {
  const signature = doc.draft?.pages[page.id];
  return signature !== undefined && signature === pageSignature(page);
}

/** One photo's analysis as the worker reports it; `faces` is absent when no detector ran. */
export interface AnalysisResult {
  photoId: string;
  analysis: PhotoAnalysis;
  faces?: FaceBox[];
}

/**
 * Puts analysis results on the document's photo refs (unknown ids are skipped). When a photo's
 * faces arrive or change, each frame still showing it with the crop an automatic placement gave
 * (the crop cropForFrame made from the faces known then, so a crop the customer set is never
 * touched) is cropped again around the faces now known, except for the photos in `hold` (those on
 * the spread on screen: nothing moves under the customer's eyes; a cut face there is reported by
 * validateBook). A page the draft laid out keeps counting as the draft's. Nothing else changes, so
 * merging into whatever the customer has done meanwhile never undoes their edits. Answers the same
 * document when nothing changed.
 */
export function mergeAnalysis(
  doc: BookDocument,
  results: readonly AnalysisResult[],
  hold: readonly string[] = [],
): BookDocument {
  const byId = new Map(results.map((r) => [r.photoId, r]));
  const newFaces = new Map<string, { before: PhotoRef; after: PhotoRef }>();
  let changed = false;
  const photos = doc.photos.map((photo) => {
    const result = byId.get(photo.id);
    if (!result) return photo;
    const sameAnalysis = JSON.stringify(photo.analysis) === JSON.stringify(result.analysis);
    const sameFaces = !result.faces || JSON.stringify(photo.faces) === JSON.stringify(result.faces);
    if (sameAnalysis && sameFaces) return photo;
    changed = true;
    const after = { ...photo, analysis: result.analysis, faces: result.faces ?? photo.faces };
    if (!sameFaces && !hold.includes(photo.id)) newFaces.set(photo.id, { before: photo, after });
    return after;
  });
  if (!changed) return doc;
  return recropForFaces({ ...doc, photos }, newFaces);
}

/** Frames still at their automatic crop, cropped again around their photo's new faces. */
function recropForFaces(
  doc: BookDocument,
  newFaces: ReadonlyMap<string, { before: PhotoRef; after: PhotoRef }>,
): BookDocument {
  if (newFaces.size === 0) return doc;
  const signatures = { ...(doc.draft?.pages ?? {}) };
  let touched = false;
  const recrop = (page: Page): Page => {
    let pageTouched = false;
    const frames = page.frames.map((frame) => {
      const faces = frame.kind === 'photo' && frame.photoId ? newFaces.get(frame.photoId) : undefined;
      if (!faces || frame.kind !== 'photo') return frame;
      if (JSON.stringify(frame.crop) !== JSON.stringify(cropForFrame(faces.before, frame.box))) return frame;
      const crop = cropForFrame(faces.after, frame.box);
      if (JSON.stringify(crop) === JSON.stringify(frame.crop)) return frame;
      pageTouched = true;
      return { ...frame, crop };
    });
    if (!pageTouched) return page;
    touched = true;
    const next = { ...page, frames };
    if (doc.draft && isDraftPage(doc, page)) signatures[page.id] = pageSignature(next);
    return next;
  };
  const cover = doc.cover ? recrop(doc.cover) : doc.cover;
  const pages = doc.pages.map(recrop);
  if (!touched) return doc;
  return { ...doc, cover, pages, ...(doc.draft ? { draft: { ...doc.draft, pages: signatures } } : {}) };
}

/** The photos a product holds before the draft leaves the surplus out: its most pages, evenly filled. */
export function photoCapacity(doc: Pick<BookDocument, 'product'>): number {
  return Math.floor(doc.product.pages.max * TARGET_PHOTOS_PER_PAGE);
}

/** A photo's quality for ranking: its analysed overall score, 0.5 while it is not analysed. */
export const qualityOf = (photo: Pick<PhotoRef, 'analysis'>): number => photo.analysis?.overall ?? 0.5;

export interface RefineOptions {
  /** "The best N" the customer asked for; by default the document's own, else what the product holds. */
  bestOf?: number | null;
  /** The editing person's id tag (model/ids.ts) for the frames it makes; none: plain ids. */
  idTag?: string;
}

/** Photos on a page's photo frames, in frame order. */
function photoIdsOf(page: Page): string[] {
  const ids: string[] = [];
  for (const frame of page.frames)
    if (frame.kind === 'photo' && frame.photoId !== null) ids.push(frame.photoId);
  return ids;
}

/** A run of consecutive untouched inner pages: laid out again in its own place. */
interface DraftRun {
  start: number;
  length: number;
  ids: string[];
}

/** The photos on pages the customer edited (`fixed`, they stay) and the runs of draft pages between them. */
function draftRuns(doc: BookDocument): { fixed: Set<string>; runs: DraftRun[] } {
  const fixed = new Set<string>();
  const cover = doc.cover;
  if (cover && !isDraftPage(doc, cover)) for (const id of photoIdsOf(cover)) fixed.add(id);
  const runs: DraftRun[] = [];
  doc.pages.forEach((page, index) => {
    if (!isDraftPage(doc, page)) {
      for (const id of photoIdsOf(page)) fixed.add(id);
      return;
    }
    const last = runs.at(-1);
    if (last && last.start + last.length === index) {
      last.length += 1;
      last.ids.push(...photoIdsOf(page));
    } else runs.push({ start: index, length: 1, ids: photoIdsOf(page) });
  });
  return { fixed, runs };
}

/**
 * Refines a book's automatic draft with what the analysis found, changing only pages the customer
 * has not edited (isDraftPage): bursts and near-duplicates keep their best shot; when more photos
 * remain than the product holds (or than the "best N" asked for) the best set spread over time is
 * kept (chooseForDraft). Photos on edited pages always stay. Every photo the draft leaves out sits in
 * "unused photos" with its reason in `draft.leftOut`; a photo left out earlier comes back when the
 * choice now wants it. Nothing is deleted. Pure: calendars, prints and documents without a draft
 * record are answered unchanged.
 */
export function refineDraft(doc: BookDocument, options: RefineOptions = {}): BookDocument {
  const draft = doc.draft;
  if (doc.kind !== 'book' || !draft) return doc;
  const bestOf = options.bestOf === undefined ? draft.bestOf : options.bestOf;
  const limit = Math.min(bestOf ?? Number.POSITIVE_INFINITY, photoCapacity(doc));

  const cover = doc.cover;
  const { fixed, runs } = draftRuns(doc);

  const draftPlaced = new Set(runs.flatMap((r) => r.ids));
  const returnable = listUnusedPhotos(doc).filter((p) => draft.leftOut[p.id] !== undefined);
  const candidates = doc.photos.filter(
    (p) => fixed.has(p.id) || draftPlaced.has(p.id) || returnable.some((r) => r.id === p.id),
  );
  // A photo on an edited page stays whatever its score: it outranks the rest of its burst.
  const analysed: AnalysedPhoto[] = candidates.map((p) => ({
    id: p.id,
    takenAtMs: takenAtMs(p),
    hash: p.analysis?.hash ?? null,
    quality: qualityOf(p) + (fixed.has(p.id) ? 2 : 0),
  }));
  const choice = chooseForDraft(analysed, limit);
  const chosen = new Set(choice.chosen);
  for (const id of fixed) chosen.add(id);

  const byId = new Map(doc.photos.map((p) => [p.id, p]));
  const placedByRuns = runs.map((run) => run.ids.filter((id) => chosen.has(id)));
  const returning = returnable.filter((p) => chosen.has(p.id) && !fixed.has(p.id));
  for (const photo of returning) {
    const at = nearestRun(
      photo,
      runs.map((r) => r.ids.map((id) => byId.get(id)!)),
    );
    if (at >= 0) placedByRuns[at]!.push(photo.id);
  }

  const ids = idCounter(doc.nextId, options.idTag);
  const geometry = { trim: doc.product.trim, spacing: themeById(doc.theme).spacing };
  const pages = [...doc.pages];
  runs.forEach((run, r) => {
    const keep = placedByRuns[r]!;
    if (keep.length === run.ids.length && keep.every((id, i) => id === run.ids[i])) return;
    const laid = layoutPages(orderByTime(keep.map((id) => byId.get(id)!)), run.length, {
      geometry,
      newId: ids.next,
      random: seededRandom(doc.layoutSeed * 7919 + 17 + run.start),
      seed: doc.layoutSeed,
      firstChapter: doc.pages[run.start]!.chapter,
      recommendedDpi: doc.product.recommendedDpi,
    });
    // Pages keep their ids, so the customer's undo steps and the editor's place still find them.
    laid.forEach((page, i) => {
      pages[run.start + i] = bestInLargestFrame({ ...page, id: doc.pages[run.start + i]!.id }, byId);
    });
  });

  let nextCover = cover;
  if (cover && isDraftPage(doc, cover)) nextCover = withBestCoverPhoto(cover, pages, byId, doc);

  const placed = new Set<string>();
  for (const page of nextCover ? [nextCover, ...pages] : pages)
    for (const id of photoIdsOf(page)) placed.add(id);
  const leftOut: DraftRecord['leftOut'] = {};
  for (const entry of choice.leftOut) {
    if (placed.has(entry.id) || fixed.has(entry.id)) continue;
    leftOut[entry.id] = { reason: entry.reason, keptInstead: entry.keptInstead };
  }

  const changedPages = pages.filter((page, i) => page !== doc.pages[i]);
  const record = draftRecordFor(
    nextCover && nextCover !== cover ? [nextCover, ...changedPages] : changedPages,
    {
      ...draft,
      leftOut,
      bestOf: bestOf ?? null,
    },
  );
  const same =
    changedPages.length === 0 &&
    nextCover === cover &&
    JSON.stringify(leftOut) === JSON.stringify(draft.leftOut) &&
    (bestOf ?? null) === draft.bestOf;
  if (same) return doc;
  return { ...doc, cover: nextCover, pages, nextId: ids.value(), draft: record };
}

/** "The best N": the draft chosen again for at most `count` photos; edited pages stay as they are. */
export function chooseBest(doc: BookDocument, count: number): BookDocument {
  return refineDraft(doc, { bestOf: Math.max(1, Math.floor(count)) });
}

/** The run whose photos are nearest in time (undated photos go to the last run); -1 without runs. */
function nearestRun(photo: PhotoRef, runs: readonly PhotoRef[][]): number {
  if (runs.length === 0) return -1;
  const t = takenAtMs(photo);
  if (t === null) return runs.length - 1;
  let best = runs.length - 1;
  let bestGap = Number.POSITIVE_INFINITY;
  runs.forEach((photos, r) => {
    for (const p of photos) {
      const pt = takenAtMs(p);
      if (pt === null) continue;
      const gap = Math.abs(pt - t);
      if (gap < bestGap) {
        bestGap = gap;
        best = r;
      }
    }
  });
  return best;
}

/**
 * The untouched cover shows the best-scoring photo the book places when the analysis rates it
 * clearly above the cover's current one (ties keep the cover, so it does not flicker between
 * equals), never a photo the draft left out, and one that prints sharp at the cover's size when the
 * book has one.
 */
function withBestCoverPhoto(
  cover: Page,
  pages: readonly Page[],
  byId: ReadonlyMap<string, PhotoRef>,
  doc: BookDocument,
): Page {
  const frameIndex = cover.frames.findIndex((f) => f.kind === 'photo');
  const frame = cover.frames[frameIndex];
  if (frame?.kind !== 'photo') return cover;
  const frameAspect = frame.box.width / frame.box.height;
  const inBook = pages.flatMap(photoIdsOf).map((id) => byId.get(id)!);
  // Only photos that fill the cover about as well as the best-fitting one compete on quality.
  const fits = inBook.map((p) => keptFraction(photoAspect(p), frameAspect));
  const bestFit = Math.max(0, ...fits);
  const fitting = inBook.filter((_, i) => fits[i]! >= bestFit - 0.1);
  // A photo that prints sharp at the cover's size beats any that does not.
  const sharp = fitting.filter((p) => sharpAtCoverSize(p, doc.product));
  const placed = sharp.length > 0 ? sharp : fitting;
  if (placed.length === 0) return cover;
  const current = frame.photoId ? byId.get(frame.photoId) : undefined;
  const currentPlaced = current !== undefined && placed.some((p) => p.id === current.id);
  const best = placed.reduce((top, p) => (qualityOf(p) > qualityOf(top) ? p : top));
  if (currentPlaced && qualityOf(best) <= qualityOf(current) + 0.05) return cover;
  if (!doc.photos.some((p) => p.id === best.id) || best.id === frame.photoId) return cover;
  const frames = [...cover.frames];
  frames[frameIndex] = { ...frame, photoId: best.id, crop: cropForFrame(best, frame.box) };
  return { ...cover, frames };
}

/** How much a swap may add to either photo's cropping before the larger frame is not worth it. */
const SWAP_CROP_TOLERANCE = 0.05;

/**
 * The page's largest photo frame shows its best-scoring photo (analysis overall), when that photo
 * fits the large frame about as well as the one there and the one there fits the other's frame about
 * as well too: the layout chose frames by aspect, this only trades equals. Crops are made again for
 * the new frames (faces kept whole). Answers the same page when nothing is better.
 */
export function bestInLargestFrame(page: Page, photos: ReadonlyMap<string, PhotoRef>): Page {
  const slots = page.frames.flatMap((f, index) =>
    f.kind === 'photo' && f.photoId !== null && photos.has(f.photoId) ? [{ f, index }] : [],
  );
  if (slots.length < 2) return page;
  const area = (s: (typeof slots)[number]) => s.f.box.width * s.f.box.height;
  const large = slots.reduce((a, b) => (area(b) > area(a) ? b : a));
  const kept = (photo: PhotoRef, box: { width: number; height: number }) =>
    keptFraction(photoAspect(photo), box.width / box.height);
  const current = photos.get(large.f.photoId!)!;
  let best: (typeof slots)[number] | null = null;
  for (const slot of slots) {
    if (slot === large || area(slot) >= area(large)) continue;
    const photo = photos.get(slot.f.photoId!)!;
    if (qualityOf(photo) <= qualityOf(current) + 0.05) continue;
    if (best && qualityOf(photo) <= qualityOf(photos.get(best.f.photoId!)!)) continue;
    const fitsLarge = kept(photo, large.f.box) >= kept(current, large.f.box) - SWAP_CROP_TOLERANCE;
    const fitsSmall = kept(current, slot.f.box) >= kept(photo, slot.f.box) - SWAP_CROP_TOLERANCE;
    if (fitsLarge && fitsSmall) best = slot;
  }
  if (!best) return page;
  const incoming = photos.get(best.f.photoId!)!;
  const frames = [...page.frames];
  frames[large.index] = { ...large.f, photoId: incoming.id, crop: cropForFrame(incoming, large.f.box) };
  frames[best.index] = { ...best.f, photoId: current.id, crop: cropForFrame(current, best.f.box) };
  return { ...page, frames };
}
