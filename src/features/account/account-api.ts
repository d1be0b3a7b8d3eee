import { requestJson } from '../../auth/http';
import type { SessionUser } from '../../auth/types';

export interface NotificationPreferences {
  orderUpdates: boolean;
  offers: boolean;
  tips: boolean;
}

export interface Address {
  uuid: string;
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string;
  countryCode: string;
  phoneNumber: string | null;
  isDefault: boolean;
}

export type AddressInput = Omit<Address, 'uuid'>;

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const accountKeys = {
  addresses: ['account', 'addresses'] as const,
  preferences: ['account', 'notification-preferences'] as const,
  passkeys: ['account', 'passkeys'] as const,
};

export const updateUser = (
  patch: Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'phoneNumber' | 'currencyCode'>>,
) => requestJson<{ user: SessionUser }>('POST', '/account/update-user', patch);

export const checkEmail = (email: string) =>
  requestJson<{ email: string; available: boolean }>('POST', '/account/check-email', { email });

export const updateEmail = (email: string, currentPassword?: string) =>
  requestJson<{ user: SessionUser }>('POST', '/account/update-email', { email, currentPassword });

export const updatePassword = (newPassword: string, currentPassword?: string) =>
  requestJson<{ updated: true; token: string }>('POST', '/account/update-password', {
    newPassword,
    currentPassword,
  });

export const checkPasswordStrength = (password: string, email?: string) =>
  requestJson<{ ok: boolean; problems: string[] }>('POST', '/passwordCheck', {
    password,
    ...(email ? { email } : {}),
  });

export const getPreferences = () =>
  requestJson<{ notificationPreferences: NotificationPreferences }>(
    'GET',
    '/account/notification-preferences',
  );

export const updatePreferences = (patch: Partial<NotificationPreferences>) =>
  requestJson<{ notificationPreferences: NotificationPreferences }>(
    'POST',
    '/account/update-notification-preferences',
    patch,
  );

export const signOutEverywhere = () =>
  requestJson<{ signedOut: true }>('POST', '/account/sign-out-everywhere', {});

export const deleteAccount = (currentPassword?: string) =>
  requestJson<{ deleted: true }>('POST', '/account/delete', { confirm: 'delete_account', currentPassword });

export const listAddresses = () => requestJson<{ addresses: Address[] }>('GET', '/account/addresses/list');

export const saveAddress = (input: AddressInput, uuid?: string) =>
  uuid
    ? requestJson<{ address: Address }>('PUT', `/account/addresses/${uuid}`, input)
    : requestJson<{ address: Address }>('POST', '/account/addresses', input);

export const removeAddress = (uuid: string) =>
  requestJson<{ deleted: true }>('DELETE', `/account/addresses/${uuid}`);

export const listPasskeys = () => requestJson<{ passkeys: PasskeySummary[] }>('GET', '/user/passkeys');

export const removePasskey = (id: string) =>
  requestJson<{ deleted: true }>('DELETE', `/user/passkeys/${encodeURIComponent(id)}`);
