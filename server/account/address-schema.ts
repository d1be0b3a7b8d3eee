import { z } from 'zod';
import { COUNTRY_RULES, normalisePostcode, SUPPORTED_COUNTRIES } from './address-rules';

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

/** An address as sent by the browser, checked against its country's rules. */
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
      .transform((s) => s.toUpperCase())
      .refine((s) => SUPPORTED_COUNTRIES.includes(s), `must be one of ${SUPPORTED_COUNTRIES.join(', ')}`),
    phoneNumber: optionalLine(30).refine(
      (v) => v === null || /^\+?[\d ()-]{6,30}$/.test(v),
      'must be a phone number',
    ),
    isDefault: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    const rule = COUNTRY_RULES[a.countryCode];
    if (!rule) return;
    if (!rule.postcode.test(a.postcode.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: `is not a postcode of this country (for example ${rule.example})`,
      });
    }
    if (rule.regionRequired && !a.region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'is required in this country' });
    }
  })
  .transform((a) => ({ ...a, postcode: normalisePostcode(a.countryCode, a.postcode) }));

export type AddressInput = z.infer<typeof addressInput>;
