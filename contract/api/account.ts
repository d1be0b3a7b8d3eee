import { z } from 'zod';
import { PHONE_PATTERN } from '../geo/countries';
import { currencySchema } from '../money/currencies';
import { postalAddressSchema } from './orders';

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

/** What the browser may know about a user: the session's `user` and the account calls' answers. */
export const publicUserSchema = z.object({
  uuid: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  currencyCode: z.string(),
  hasPassword: z.boolean(),
  memberSince: z.string(),
  isGuest: z.boolean(),
  role: z.enum(['customer', 'admin']),
  /** Proving the address removed a password or passkeys set up before it (README "Sign-in and accounts"). */
  unprovedKeysRemovedAt: z.string().optional(),
});

/** POST /account/update-user and /account/update-email */
export const userAnswer = z.object({ user: publicUserSchema });

/** POST /account/check-email */
export const checkEmailAnswer = z.object({ email: z.string(), available: z.boolean() });

/** POST /account/update-password: this browser's token to sign straight back in. */
export const updatePasswordAnswer = z.object({
  updated: z.literal(true),
  token: z.string(),
  provider: z.literal('password'),
});

export const notificationPreferencesSchema = z.object({
  orderUpdates: z.boolean(),
  offers: z.boolean(),
  tips: z.boolean(),
});

/** GET /account/notification-preferences and POST /account/update-notification-preferences */
export const preferencesAnswer = z.object({ notificationPreferences: notificationPreferencesSchema });

/** POST /account/sign-out-everywhere */
export const signedOutAnswer = z.object({ signedOut: z.literal(true) });

/** POST /account/delete, DELETE /account/addresses/:uuid */
export const deletedAnswer = z.object({ deleted: z.literal(true) });

/** One entry of the address book, as the server answers it. */
export const savedAddressSchema = postalAddressSchema.extend({
  uuid: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /account/addresses/list */
export const addressListAnswer = z.object({ addresses: z.array(savedAddressSchema) });

/** POST /account/addresses, GET and PUT /account/addresses/:uuid */
export const addressAnswer = z.object({ address: savedAddressSchema });

/** GET /referral: the user's code, what it gives a friend and the referrer, and the credit earned. */
export const referralAnswer = z.object({
  code: z.string(),
  friendPercentOff: z.number(),
  referrerCreditMinor: z.number().int(),
  currency: z.string(),
  creditMinor: z.number().int(),
});
