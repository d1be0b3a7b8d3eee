import { z } from 'zod';
import { boxSchema } from './geometry';
import { idText } from './text-limits';
import type { Pt } from './units';

export const filterSchema = z.enum(['none', 'bw', 'sepia', 'warm', 'cool']);
export type PhotoFilter = z.infer<typeof filterSchema>;

/**
 * How a photo sits in its frame. At zoom 1 the photo just covers the frame (after rotation);
 * `centerX`/`centerY` are the point of the photo (fractions of its width/height) shown at the
 * frame's centre, clamped so the photo always covers the frame.
 */
export const photoCropSchema = z.object({
  centerX: z.number().min(0).max(1),
  centerY: z.number().min(0).max(1),
  zoom: z.number().min(1).max(10),
  /** Degrees clockwise. */
  rotation: z.number().min(-360).max(360),
});
export type PhotoCrop = z.infer<typeof photoCropSchema>;

export const defaultCrop: PhotoCrop = { centerX: 0.5, centerY: 0.5, zoom: 1, rotation: 0 };

export const photoFrameSchema = z.object({
  id: idText(),
  kind: z.literal('photo'),
  box: boxSchema,
  /** Null is an empty frame waiting for a photo. */
  photoId: idText().nullable(),
  crop: photoCropSchema,
  filter: filterSchema,
});
export type PhotoFrame = z.infer<typeof photoFrameSchema>;

export const fontFamilySchema = z.enum(['DejaVu Sans', 'DejaVu Serif', 'Lora', 'Inter']);
export type FontFamily = z.infer<typeof fontFamilySchema>;
export const fontFamilies = fontFamilySchema.options;

export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'colours are #rrggbb');

export const textFrameSchema = z.object({
  id: idText(),
  kind: z.literal('text'),
  box: boxSchema,
  text: z.string().max(2000),
  font: fontFamilySchema,
  size: z
    .number()
    .min(4)
    .max(200)
    .transform((v) => v as Pt),
  color: colorSchema,
  align: z.enum(['left', 'center', 'right']),
  /** A role the layout gave it (title, chapter); user text has none. */
  role: z.enum(['title', 'chapter', 'caption']).nullable().default(null),
});
export type TextFrame = z.infer<typeof textFrameSchema>;

export const frameSchema = z.discriminatedUnion('kind', [photoFrameSchema, textFrameSchema]);
export type Frame = z.infer<typeof frameSchema>;
