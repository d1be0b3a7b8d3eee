import { z } from 'zod';
import { photoRefSchema } from './photo';
import { pageSchema } from './page';
import { productSpecSchema } from './product';
import { idText, TEXT_LIMITS } from './text-limits';
import { themeIdSchema } from './theme';

export const CURRENT_SCHEMA_VERSION = 2;

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'months are YYYY-MM');

export const calendarSettingsSchema = z.object({
  /** The first month the calendar shows. */
  startMonth: monthSchema,
  /** 1 starts weeks on Monday, 0 on Sunday. */
  weekStart: z.union([z.literal(0), z.literal(1)]),
  events: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD'),
        label: z.string().min(1).max(60),
      }),
    )
    .max(500),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/**
 * What the automatic draft knows (issue 17): the signature of every page as the machine last laid
 * it out, so a page the customer has edited since (its signature differs) is never changed again by
 * a refinement; why each photo the draft left out waits in "unused photos"; and the "best N" the
 * customer asked for. Optional: a document without it (saved before it, or made by hand) is never
 * refined, so no migration is needed.
 */
export const draftRecordSchema = z.object({
  pages: z.record(idText(), z.string().max(TEXT_LIMITS.signature)).default({}),
  leftOut: z
    .record(
      idText(),
      z.object({
        reason: z.enum(['burst', 'duplicate', 'surplus']),
        /** For a burst or duplicate, the photo placed instead. */
        keptInstead: idText().nullable().default(null),
      }),
    )
    .default({}),
  bestOf: z.number().int().positive().nullable().default(null),
});
export type DraftRecord = z.infer<typeof draftRecordSchema>;

/**
 * The saved document: a photo book, a calendar or a set of prints. All three share the engine:
 * pages of frames over a pool of photos. Every change to this shape bumps CURRENT_SCHEMA_VERSION
 * and adds a migration in ./migrations.
 */
export const bookDocumentSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    id: idText(),
    kind: z.enum(['book', 'calendar', 'print']),
    product: productSpecSchema,
    title: z.string().max(200),
    theme: themeIdSchema,
    photos: z.array(photoRefSchema),
    /** Photos the user took out of the book; "restore removed photos" brings them back. */
    removedPhotoIds: z.array(z.string().max(TEXT_LIMITS.id)),
    /** Books and calendars have a cover; prints do not. */
    cover: pageSchema.nullable(),
    /**
     * A bound book's back cover, printed beside the spine on the cover sheet. Optional: absent
     * (documents saved before it) prints the cover's background, so no migration is needed.
     */
    backCover: pageSchema.nullable().optional(),
    pages: z.array(pageSchema),
    calendar: calendarSettingsSchema.nullable(),
    /** The seed of the last auto-layout, so a relayout continues in the same style. */
    layoutSeed: z.number().int().nonnegative(),
    /** Source of fresh ids for ops that create pages and frames. */
    nextId: z.number().int().nonnegative(),
    draft: draftRecordSchema.optional(),
  })
  .superRefine((doc, ctx) => {
    if (doc.kind !== doc.product.kind) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `a ${doc.kind} needs a ${doc.kind} product` });
    }
    if ((doc.kind === 'calendar') !== (doc.calendar !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['calendar'],
        message: 'calendar settings belong to calendars only',
      });
    }
    const photoIds = new Set<string>();
    for (const [i, photo] of doc.photos.entries()) {
      if (photoIds.has(photo.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['photos', i, 'id'],
          message: `photo id ${photo.id} is repeated`,
        });
      }
      photoIds.add(photo.id);
    }
    const pages: { page: (typeof doc.pages)[number]; path: (string | number)[] }[] = [
      ...(doc.cover ? [{ page: doc.cover, path: ['cover'] }] : []),
      ...(doc.backCover ? [{ page: doc.backCover, path: ['backCover'] }] : []),
      ...doc.pages.map((page, p) => ({ page, path: ['pages', p] })),
    ];
    const pageIds = new Set<string>();
    for (const { page, path } of pages) {
      if (pageIds.has(page.id))
        ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: 'page id is repeated' });
      pageIds.add(page.id);
      for (const [f, frame] of page.frames.entries()) {
        if (frame.kind === 'photo' && frame.photoId !== null && !photoIds.has(frame.photoId)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'frames', f, 'photoId'],
            message: `photo ${frame.photoId} is not in the document`,
          });
        }
      }
    }
  });

export type BookDocument = z.infer<typeof bookDocumentSchema>;
export type BookDocumentInput = z.input<typeof bookDocumentSchema>;

/** Every page a design prints: the cover, the back cover (when it has one) and the inner pages. */
export function designPages(doc: Pick<BookDocument, 'cover' | 'backCover' | 'pages'>): BookDocument['pages'] {
  return [...(doc.cover ? [doc.cover] : []), ...(doc.backCover ? [doc.backCover] : []), ...doc.pages];
}
