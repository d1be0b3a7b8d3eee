import { z } from 'zod';
import { PHONE_PATTERN } from '../geo/countries';
import { currencySchema } from '../money/currencies';

const optionalName = z.string().trim().max(100).nullable().optional();

/** POST /account/update-user */
export const updateUserBody = z.object({
  firstName: optionalName,
  lastName: optionalName,
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'must be a phone number, e.g. +44 20 7946 0000')
    .nullable()
    .optional(),
  currencyCode: currencySchema.optional(),
});

/** POST /account/check-email */
export const emailBody = z.object({ email: z.email('must be an e-mail address').max(254) });

/** POST /account/update-email */
export const updateEmailBody = emailBody.extend({ currentPassword: z.string().max(1000).optional() });

/** POST /account/update-password */
export const updatePasswordBody = z.object({
  currentPassword: z.string().max(1000).optional(),
  newPassword: z.string().max(1000),
});

/** POST /account/update-notification-preferences */
export const preferencesBody = z.object({
  orderUpdates: z.boolean().optional(),
  offers: z.boolean().optional(),
  tips: z.boolean().optional(),
});

/** POST /account/delete */
export const deleteAccountBody = z.object({
  confirm: z.literal('delete_account', { message: 'must be "delete_account"' }),
  currentPassword: z.string().max(1000).optional(),
});

/** /account/addresses/:uuid */
export const addressParams = z.object({ uuid: z.uuid('must be an address id') });
