import { requestJson } from '../../auth/http';

export interface PasswordCheck {
  ok: boolean;
  score: number;
  problems: string[];
}

export const sendMagicLink = (email: string, callbackUrl?: string) =>
  requestJson<{ sent: true }>('POST', '/auth/magic-link', { email, ...(callbackUrl ? { callbackUrl } : {}) });

export const forgotPassword = (email: string) =>
  requestJson<{ sent: true }>('POST', '/forgot-password', { email });

export const resetPassword = (token: string, password: string) =>
  requestJson<{ reset: true; email: string | null }>('POST', '/reset-password', { token, password });

export const checkPasswordStrength = (password: string, email?: string) =>
  requestJson<PasswordCheck>('POST', '/passwordCheck', { password, ...(email ? { email } : {}) });
