import { z } from 'zod';

/**
 * Version 1, frozen as it was saved: books only, frame rectangles in percent of the trim, photos
 * panned by offsets and scaled, dates as epoch milliseconds. Never edit this schema; it describes
 * documents already on disk.
 */
const percentRect = z.object({
  left: z.number(),
  top: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});

const v1Page = z.object({
  id: z.string().min(1),
  layout: z.string().min(1),
  slots: z.array(
    z.object({
      rect: percentRect,
      photo: z.string().nullable(),
      /** -1..1: how far the photo was pushed from centre towards each edge. */
      offsetX: z.number().min(-1).max(1),
      offsetY: z.number().min(-1).max(1),
      scale: z.number().min(1),
    }),
  ),
  texts: z.array(z.object({ rect: percentRect, text: z.string(), fontSize: z.number().positive() })),
});

export const documentV1Schema = z.object({
  schemaVersion: z.literal(1),
  id: z.string().min(1),
  product: z.looseObject({
    kind: z.literal('book'),
    trim: z.object({ width: z.number(), height: z.number() }),
  }),
  title: z.string(),
  photos: z.array(
    z.object({
      id: z.string().min(1),
      w: z.number().int(),
      h: z.number().int(),
      date: z.number().nullable(),
    }),
  ),
  cover: v1Page,
  pages: z.array(v1Page),
});
export type DocumentV1 = z.infer<typeof documentV1Schema>;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** v1 -> v2: millimetre boxes, crop centres, ISO dates, themes, filters and the other kinds. */
export function migrateV1ToV2(input: unknown): unknown {
  const doc = documentV1Schema.parse(input);
  const { width: trimW, height: trimH } = doc.product.trim;
  let nextId = 1;
  const box = (r: z.infer<typeof percentRect>) => ({
    x: (r.left / 100) * trimW,
    y: (r.top / 100) * trimH,
    width: (r.width / 100) * trimW,
    height: (r.height / 100) * trimH,
  });
  const page = (p: z.infer<typeof v1Page>) => ({
    id: p.id,
    template: p.layout,
    background: null,
    chapter: 0,
    quantity: 1,
    frames: [
      ...p.slots.map((s) => ({
        id: `f${nextId++}`,
        kind: 'photo' as const,
        box: box(s.rect),
        photoId: s.photo,
        // An offset of 1 put the photo's edge at the frame's edge; the clamp in crop maths does that.
        crop: {
          centerX: clamp01(0.5 - s.offsetX / 2),
          centerY: clamp01(0.5 - s.offsetY / 2),
          zoom: s.scale,
          rotation: 0,
        },
        filter: 'none' as const,
      })),
      ...p.texts.map((t) => ({
        id: `f${nextId++}`,
        kind: 'text' as const,
        box: box(t.rect),
        text: t.text,
        font: 'DejaVu Sans' as const,
        size: t.fontSize,
        color: '#222222',
        align: 'center' as const,
        role: null,
      })),
    ],
  });
  const cover = page(doc.cover);
  const pages = doc.pages.map(page);
  return {
    schemaVersion: 2,
    id: doc.id,
    kind: 'book',
    product: doc.product,
    title: doc.title,
    theme: 'classic',
    photos: doc.photos.map((p) => ({
      id: p.id,
      width: p.w,
      height: p.h,
      takenAt: p.date === null ? null : new Date(p.date).toISOString(),
      orientation: 1,
      place: null,
      contentHash: null,
      focusPoints: [],
      people: [],
    })),
    removedPhotoIds: [],
    cover,
    pages,
    calendar: null,
    layoutSeed: 0,
    nextId,
  };
}
