import { z } from 'zod';

/** POST /suggestions/captions */
export const captionsBody = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'must look like en, en-gb or de-de')
    .default('en'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
  events: z
    .array(z.object({ date: z.iso.date(), label: z.string().min(1).max(60) }))
    .max(500)
    .default([]),
  items: z
    .array(
      z.object({
        key: z.string().min(1).max(128),
        photos: z
          .array(
            z.object({
              id: z.string().min(1).max(128).optional(),
              // As the design keeps it (render-core/model/photo.ts): ISO, with or without an offset.
              // Not "anything Date.parse reads": it reads "12" as December 2001.
              takenAt: z.iso
                .datetime({
                  offset: true,
                  local: true,
                  message: 'must be a date and time such as 2026-05-01T10:00:00Z',
                })
                .max(64)
                .nullable()
                .default(null),
              place: z.string().max(200).nullable().default(null),
              people: z.array(z.string().max(80)).max(20).default([]),
            }),
          )
          .max(50),
      }),
    )
    .min(1, 'must ask about at least one page or photo')
    .max(100),
});

const photoId = z.string().min(1).max(128);

/** POST /people/save-person */
export const savePersonBody = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
  photoIds: z.array(photoId).min(1, 'must name at least one photo').max(500),
  remove: z.boolean().default(false),
});

/** A person the user named on photos (server/people/people.ts personJson). */
export const savedPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  photoIds: z.array(z.string()),
});

/** POST /people/save-person: the person now, or null when they are on no photo any more (deleted). */
export const savePersonAnswer = z.object({ person: savedPersonSchema.nullable() });

/** GET /people/list */
export const peopleListAnswer = z.object({ people: z.array(savedPersonSchema) });

const captionProvider = z.enum(['local', 'openai']);

/** GET /suggestions/captions/info: which suggester answers, and what it is sent (the AI information modal). */
export const captionInfoAnswer = z.object({
  provider: captionProvider,
  host: z.string().nullable(),
  model: z.string().nullable(),
  sends: z.array(z.enum(['dates', 'places', 'people', 'events'])),
});

/** POST /suggestions/captions: ideas per item, and what the server knows beyond the document. */
export const captionsAnswer = z.object({
  provider: captionProvider,
  suggestions: z.array(z.object({ key: z.string(), captions: z.array(z.string()) })),
  facts: z.array(z.object({ key: z.string(), names: z.array(z.string()), event: z.string().nullable() })),
});
