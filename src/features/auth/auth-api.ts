import type { z } from 'zod';
import type { passwordCheckAnswer } from '../../../contract/api/auth';
import { callApi } from '../../api/client';

export type PasswordCheck = z.infer<typeof passwordCheckAnswer>;

export const sendMagicLink = (email: string, callbackUrl?: string) =>
  callApi('POST /auth/magic-link', { body: { email, ...(callbackUrl ? { callbackUrl } : {}) } });

export const forgotPassword = (email: string) => callApi('POST /forgot-password', { body: { email } });

export const resetPassword = (token: string, password: string) =>
  callApi('POST /reset-password', { body: { token, password } });

export const checkPasswordStrength = (password: string, email?: string) =>
  callApi('POST /passwordCheck', { body: { password, ...(email ? { email } : {}) } });

/** The owner has read "a password set up before you proved your address was removed". */
export const dismissKeysNotice = () => callApi('DELETE /user/keys-notice');
