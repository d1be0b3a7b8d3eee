import { z } from 'zod';
import { countryRule, normalisePostcode, PHONE_PATTERN, SUPPORTED_COUNTRIES } from '../geo/countries';

const line = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * A postal address as the browser sends it (address book, delivery and billing address, order
 * address change), checked against its country's rules. The server reads it with this schema;
 * the forms check the same rules before sending.
 */
export const addressInput = z
  .object({
    fullName: line(100),
    line1: line(120),
    line2: optionalLine(120),
    city: line(80),
    region: optionalLine(80),
    postcode: line(12),
    countryCode: z
      .string()
      .max(2, `must be one of ${SUPPORTED_COUNTRIES.join(', ')}`)
      .transform((s) => s.toUpperCase())
      .refine(
        (s) => (SUPPORTED_COUNTRIES as string[]).includes(s),
        `must be one of ${SUPPORTED_COUNTRIES.join(', ')}`,
      ),
    phoneNumber: optionalLine(30).refine(
      (v) => v === null || PHONE_PATTERN.test(v),
      'must be a phone number',
    ),
    isDefault: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    const rule = countryRule(a.countryCode);
    if (!rule) return;
    if (!rule.postcode.test(a.postcode.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: `is not a postcode of this country (for example ${rule.postcodeExample})`,
      });
    }
    if (rule.regionRequired && !a.region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'is required in this country' });
    }
  })
  .transform((a) => ({ ...a, postcode: normalisePostcode(a.countryCode, a.postcode) }));

export type AddressInput = z.infer<typeof addressInput>;
