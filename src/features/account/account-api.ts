import type { z } from 'zod';
import type {
  notificationPreferencesSchema,
  savedAddressSchema,
  updateUserBody,
} from '../../../contract/api/account';
import { callApi } from '../../api/client';
import type { SessionUser } from '../../auth/types';
import type { passkeySummarySchema } from '../../../contract/api/auth';

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** An address book entry (its creation and change times are in the answer too). */
export type Address = z.infer<typeof savedAddressSchema>;

export type AddressInput = Omit<Address, 'uuid' | 'createdAt' | 'updatedAt'>;

export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const accountKeys = {
  addresses: ['account', 'addresses'] as const,
  preferences: ['account', 'notification-preferences'] as const,
  passkeys: ['account', 'passkeys'] as const,
};

/** The form's currency is a string; callApi checks it against the contract's currencies before sending. */
export const updateUser = (
  patch: Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'phoneNumber' | 'currencyCode'>>,
) => callApi('POST /account/update-user', { body: patch as z.input<typeof updateUserBody> });

export const checkEmail = (email: string) => callApi('POST /account/check-email', { body: { email } });

export const updateEmail = (email: string, currentPassword?: string) =>
  callApi('POST /account/update-email', { body: { email, currentPassword } });

export const updatePassword = (newPassword: string, currentPassword?: string) =>
  callApi('POST /account/update-password', { body: { newPassword, currentPassword } });

export const checkPasswordStrength = (password: string, email?: string) =>
  callApi('POST /passwordCheck', { body: { password, ...(email ? { email } : {}) } });

export const getPreferences = () => callApi('GET /account/notification-preferences');

export const updatePreferences = (patch: Partial<NotificationPreferences>) =>
  callApi('POST /account/update-notification-preferences', { body: patch });

export const signOutEverywhere = () => callApi('POST /account/sign-out-everywhere');

export const deleteAccount = (currentPassword?: string) =>
  callApi('POST /account/delete', { body: { confirm: 'delete_account', currentPassword } });

export const listAddresses = () => callApi('GET /account/addresses/list');

export const saveAddress = (input: AddressInput, uuid?: string) =>
  uuid
    ? callApi('PUT /account/addresses/:uuid', { params: { uuid }, body: input })
    : callApi('POST /account/addresses', { body: input });

export const removeAddress = (uuid: string) =>
  callApi('DELETE /account/addresses/:uuid', { params: { uuid } });

export const listPasskeys = () => callApi('GET /user/passkeys');

export const removePasskey = (id: string) => callApi('DELETE /user/passkeys/:id', { params: { id } });
