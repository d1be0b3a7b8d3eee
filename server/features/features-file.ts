import { z } from 'zod';
import raw from './features.data.json';

/** One rule of a GrowthBook feature: a forced value, a rollout or an experiment. */
const ruleSchema = z.looseObject({
  id: z.string().optional(),
  key: z.string().optional(),
  condition: z.record(z.string(), z.unknown()).optional(),
  force: z.unknown().optional(),
  variations: z.array(z.unknown()).min(2).optional(),
  weights: z.array(z.number().min(0).max(1)).optional(),
  coverage: z.number().min(0).max(1).optional(),
  hashAttribute: z.string().optional(),
  meta: z.array(z.looseObject({ key: z.string(), name: z.string().optional() })).optional(),
});

/** The GrowthBook SDK payload (GET /api/features/{clientKey}), as our features file holds it. */
export const featuresPayloadSchema = z.looseObject({
  status: z.literal(200),
  dateUpdated: z.iso.datetime({ offset: true }),
  features: z.record(
    z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case key such as home-cta-style'),
    z.looseObject({ defaultValue: z.unknown(), rules: z.array(ruleSchema).optional() }),
  ),
});

export type FeaturesPayload = z.infer<typeof featuresPayloadSchema>;

/** The client key the browser uses for our own features file. */
export const OWN_CLIENT_KEY = 'sdk-bindery';

/** Reads and checks the features file; a bad edit stops the server naming the field. */
export function loadFeaturesFile(data: unknown = raw): FeaturesPayload {
  const parsed = featuresPayloadSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`features.data.json: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}
