import { z } from 'zod';

const text = z.string().trim().min(1);
/** A link target: a site path, a /webapp path or an absolute https URL. */
const href = z
  .string()
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'must be a path starting with / or an https:// URL');
const link = z.object({ label: text, href });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug such as photo-tips');

export const heroBlock = z.object({
  type: z.literal('hero'),
  eyebrow: text.optional(),
  /** Without a heading and text the hero shows the page's heading and intro. */
  heading: text.optional(),
  text: text.optional(),
  cta: link,
  secondary: link.optional(),
  art: z.enum(['book', 'calendar', 'prints', 'gift']).default('book'),
});

/** Products come from the catalog by type code; names and prices are read at build. */
export const productCarouselBlock = z.object({
  type: z.literal('productCarousel'),
  heading: text,
  types: z.array(slug).min(1),
});

export const countdownBlock = z.object({
  type: z.literal('countdown'),
  heading: text,
  text: text.optional(),
  endsAt: z.iso.datetime({ offset: true, message: 'must be an ISO date-time such as 2026-11-27T23:59:00Z' }),
  endedText: text,
});

export const testimonialCarouselBlock = z.object({
  type: z.literal('testimonialCarousel'),
  heading: text,
  items: z
    .array(z.object({ quote: text, name: text, product: text, rating: z.number().int().min(1).max(5) }))
    .min(1),
});

export const featureCarouselBlock = z.object({
  type: z.literal('featureCarousel'),
  heading: text,
  items: z.array(z.object({ title: text, text })).min(1),
});

export const paragraphBlock = z.object({
  type: z.literal('paragraph'),
  heading: text.optional(),
  text,
});

export const quoteBlock = z.object({ type: z.literal('quote'), text, cite: text });

export const videoBlock = z.object({
  type: z.literal('video'),
  title: text,
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id'),
  caption: text.optional(),
});

export const gridBlock = z.object({
  type: z.literal('grid'),
  heading: text,
  items: z.array(z.object({ title: text, text, link: link.optional() })).min(1),
});

export const offersBlock = z.object({
  type: z.literal('offers'),
  heading: text,
  items: z
    .array(
      z.object({
        title: text,
        text,
        code: z
          .string()
          .regex(/^[A-Z0-9]{3,20}$/)
          .optional(),
        link,
      }),
    )
    .min(1),
});

export const discountsBlock = z.object({
  type: z.literal('discounts'),
  heading: text,
  items: z.array(z.object({ percent: z.number().int().min(1).max(90), label: text, text })).min(1),
  terms: text.optional(),
});

export const howToApplyBlock = z.object({
  type: z.literal('howToApply'),
  heading: text,
  steps: z.array(text).min(1),
  email: z.email(),
});

export const openingsBlock = z.object({
  type: z.literal('openings'),
  heading: text,
  items: z.array(z.object({ title: text, location: text, kind: text, text })).min(1),
});

export const blockSchema = z.discriminatedUnion('type', [
  heroBlock,
  productCarouselBlock,
  countdownBlock,
  testimonialCarouselBlock,
  featureCarouselBlock,
  paragraphBlock,
  quoteBlock,
  videoBlock,
  gridBlock,
  offersBlock,
  discountsBlock,
  howToApplyBlock,
  openingsBlock,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export const blocksSchema = z.array(blockSchema);

export { slug as slugSchema, text as textSchema };
