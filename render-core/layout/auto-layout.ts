import { z } from 'zod';
import { type BookDocument, CURRENT_SCHEMA_VERSION, type CalendarSettings } from '../model/document';
import type { TextFrame } from '../model/frame';
import { type PhotoRef, type PhotoRefInput, photoAspect, photoRefSchema } from '../model/photo';
import type { Page } from '../model/page';
import type { ProductSpec } from '../model/product';
import { defaultThemeId, type ThemeId, themeById, themeIdSchema } from '../model/theme';
import { layoutPages } from './layout-pages';
import { idCounter, type NewId, type PageGeometry, pageForTemplate } from './build-page';
import { orderByTime } from './chapters';
import { keptFraction } from '../model/crop';
import { draftRecordFor } from './refine';
import { seededRandom } from './rng';
import { templateById } from './templates';
import { pageCountFor } from './page-count';
import { calendarTitle, mainPlace } from './calendar-title';
import { sharpAtCoverSize } from './cover-sharpness';
import { backCoverPage } from './back-cover';
import { suggestTitle as titleFromPhotos } from './titles';

export const autoLayoutOptionsSchema = z.object({
  /** 0 is the default layout; any other seed ("shuffle") gives another good one. */
  seed: z.number().int().nonnegative().default(0),
  title: z.string().max(200).optional(),
  theme: themeIdSchema.default(defaultThemeId),
  id: z.string().min(1).default('book'),
  /** Calendars: the first month; by default the January after the newest photo. */
  startMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  weekStart: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The customer's language (BCP 47), for the month names of the suggested title. */
  locale: z.string().min(2).max(35).default('en-GB'),
});
export type AutoLayoutOptions = z.input<typeof autoLayoutOptionsSchema>;

const uniqueById = (photos: PhotoRef[]) => {
  const seen = new Set<string>();
  return photos.filter((p) => {
    if (seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
};

/**
 * Chooses the cover photo: one that prints sharp at the cover's size first (the first thing the
 * customer sees must not be a "Low resolution" badge), then the least cropping in the cover frame,
 * then the best analysed quality (photos not analysed yet count as middling), then the most pixels.
 */
function pickCover(
  photos: readonly PhotoRef[],
  coverAspect: number,
  random: () => number,
  shuffled: boolean,
  sharp: (photo: PhotoRef) => boolean,
) {
  const ranked = photos
    .map((p, i) => ({
      p,
      i,
      score:
        (sharp(p) ? 100 : 0) +
        keptFraction(photoAspect(p), coverAspect) * 10 +
        (p.analysis?.overall ?? 0.5) * 4 +
        Math.log10(p.width * p.height),
    }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const pool = ranked.slice(0, shuffled ? Math.min(5, ranked.length) : 1);
  return pool[Math.floor(random() * pool.length)]?.p;
}

/** The book's suggested title: see ./titles (places and dates in the customer's language). */
export const suggestTitle = titleFromPhotos;

function coverPage(
  photo: PhotoRef | undefined,
  title: string,
  geometry: PageGeometry,
  themeId: ThemeId,
  newId: NewId,
  safeMargin: number,
): Page {
  const template = templateById('cover')!;
  const page = pageForTemplate(template, photo ? [photo] : [], geometry, newId);
  const theme = themeById(themeId);
  const { width, height } = geometry.trim;
  const titleFrame: TextFrame = {
    id: newId('f'),
    kind: 'text',
    box: {
      x: safeMargin,
      y: height * 0.72,
      width: width - 2 * safeMargin,
      height: Math.min(height * 0.18, height - safeMargin - height * 0.72),
    } as TextFrame['box'],
    text: title,
    font: theme.titleFont,
    size: Math.max(14, Math.round(Math.min(width, height) / 6)) as TextFrame['size'],
    color: '#ffffff',
    align: 'center',
    role: 'title',
  };
  return { ...page, frames: [...page.frames, titleFrame] };
}

function defaultStartMonth(photos: readonly PhotoRef[]): string {
  const years = photos.flatMap((p) => (p.takenAt ? [Number(p.takenAt.slice(0, 4))] : []));
  if (years.length === 0) throw new Error('a calendar needs a start month when no photo has a date');
  return `${Math.max(...years) + 1}-01`;
}

/** Picks `count` photos spread evenly over the time-ordered pile. */
function spreadPick(ordered: readonly PhotoRef[], count: number, offset: number): PhotoRef[] {
  if (ordered.length === 0) return [];
  const out: PhotoRef[] = [];
  for (let i = 0; i < count; i++) {
    out.push(ordered[(Math.floor(((i + offset) * ordered.length) / count) + offset) % ordered.length]!);
  }
  return out;
}

/** The draft record of a new book: its pages as made, and the photos no page could hold as surplus. */
function bookDraftRecord(photos: readonly PhotoRef[], cover: Page | null, pages: readonly Page[]) {
  const record = draftRecordFor(cover ? [cover, ...pages] : pages);
  const placed = new Set<string>();
  for (const page of pages)
    for (const f of page.frames) if (f.kind === 'photo' && f.photoId) placed.add(f.photoId);
  for (const p of photos) {
    if (!placed.has(p.id)) record.leftOut[p.id] = { reason: 'surplus', keptInstead: null };
  }
  return record;
}

/** What every kind's layout starts from: the photos in time order, the product and the options. */
interface LayoutContext {
  ordered: readonly PhotoRef[];
  opts: z.output<typeof autoLayoutOptionsSchema>;
  product: ProductSpec;
  theme: ReturnType<typeof themeById>;
  geometry: PageGeometry;
  ids: ReturnType<typeof idCounter>;
  random: () => number;
  title: string;
}

interface LaidOut {
  cover: Page | null;
  backCover: Page | null;
  pages: Page[];
  calendar: CalendarSettings | null;
}

/** The cover: its photo the sharpest fit at cover size, and the title. */
function autoCover({ ordered, opts, product, geometry, ids, random, title }: LayoutContext): Page {
  const coverAspect = product.trim.width / product.trim.height;
  return coverPage(
    pickCover(ordered, coverAspect, random, opts.seed > 0, (p) => sharpAtCoverSize(p, product)),
    title,
    geometry,
    opts.theme,
    ids.next,
    product.safeMargin,
  );
}

/** Prints: one page per photo. */
function printsLayout({ ordered, geometry, ids }: LayoutContext): LaidOut {
  const template = templateById('print')!;
  const pages = ordered.map((p) => pageForTemplate(template, [p], geometry, ids.next));
  return { cover: null, backCover: null, pages, calendar: null };
}

/** A calendar: a cover and a month per page, photos picked evenly over the pile. */
function calendarLayout(
  ctx: LayoutContext,
  months: number,
  startMonth: CalendarSettings['startMonth'],
): LaidOut {
  const { ordered, opts, geometry, ids } = ctx;
  const picks = spreadPick(ordered, months + 1, opts.seed);
  const cover = autoCover(ctx);
  const template = templateById('calendar-month')!;
  const pages = picks.slice(1).map((p) => pageForTemplate(template, [p], geometry, ids.next));
  return { cover, backCover: null, pages, calendar: { startMonth, weekStart: opts.weekStart, events: [] } };
}

/** A book: a cover, chaptered pages from the template library and, when bound, a designed back cover. */
function boundLayout(ctx: LayoutContext): LaidOut {
  const { ordered, opts, product, theme, geometry, ids, random, title } = ctx;
  const cover = autoCover(ctx);
  const pages = layoutPages(ordered, pageCountFor(ordered.length, product.pages), {
    geometry,
    newId: ids.next,
    random,
    seed: opts.seed,
    firstChapter: 0,
    recommendedDpi: product.recommendedDpi,
  });
  // A bound book's back cover starts designed, not blank (laid out last, so the inner pages keep the ids they always had).
  if (!product.binding) return { cover, backCover: null, pages, calendar: null };
  const coverPhoto = cover.frames.find((f) => f.kind === 'photo')?.photoId ?? null;
  const backCover = backCoverPage({
    photos: ordered,
    coverPhotoId: coverPhoto,
    title,
    theme,
    geometry,
    safeMargin: product.safeMargin,
    recommendedDpi: product.recommendedDpi,
    newId: ids.next,
  });
  return { cover, backCover, pages, calendar: null };
}

/**
 * A whole document from a pile of photos and a product: books get chaptered pages from the
 * template library, calendars a cover and twelve months, prints one page per photo. Pure and
 * deterministic: the same photos, product and options give the same document.
 */
export function autoLayoutBook(
  photoInputs: readonly PhotoRefInput[],
  product: ProductSpec,
  options: AutoLayoutOptions = {},
): BookDocument {
  const opts = autoLayoutOptionsSchema.parse(options);
  const photos = uniqueById(photoInputs.map((p) => photoRefSchema.parse(p)));
  const ordered = orderByTime(photos);
  const theme = themeById(opts.theme);
  const geometry: PageGeometry = { trim: product.trim, spacing: theme.spacing };
  const ids = idCounter(1);
  const random = seededRandom(opts.seed * 7919 + 17);
  const months = Math.max(1, product.pages.min - 1);
  const startMonth = product.kind === 'calendar' ? (opts.startMonth ?? defaultStartMonth(ordered)) : null;
  // A calendar's cover names the year(s) it shows, not the year its photos were taken.
  const title =
    opts.title ??
    (startMonth ? calendarTitle(mainPlace(ordered), startMonth, months) : suggestTitle(ordered, opts.locale));
  const ctx: LayoutContext = { ordered, opts, product, theme, geometry, ids, random, title };
  const { cover, backCover, pages, calendar } =
    product.kind === 'print'
      ? printsLayout(ctx)
      : product.kind === 'calendar'
        ? calendarLayout(ctx, months, startMonth ?? defaultStartMonth(ordered))
        : boundLayout(ctx);
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: opts.id,
    kind: product.kind,
    product,
    title,
    theme: opts.theme,
    photos,
    removedPhotoIds: [],
    cover,
    ...(backCover ? { backCover } : {}),
    pages,
    calendar,
    layoutSeed: opts.seed,
    nextId: ids.value(),
    // Books remember their machine-made pages, so the analysis can refine only those (./refine).
    ...(product.kind === 'book' ? { draft: bookDraftRecord(photos, cover, pages) } : {}),
  };
}
