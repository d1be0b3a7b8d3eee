import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'contains_email' | 'repetitive';

export interface PasswordCheck {
  ok: boolean;
  /** 0 (useless) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  problems: PasswordProblem[];
}

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
}

/** Length first, then the common-password list and the user's own address; classes only add score. */
export function checkPassword(password: string, email?: string | null): PasswordCheck {
  const problems: PasswordProblem[] = [];
  const lower = password.toLowerCase();
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  const stripped = lower.replace(/[\d\W_]+$/, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(stripped)) problems.push('common');
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 3 && lower.includes(local)) problems.push('contains_email');
  if (password.length > 0 && new Set(password).size <= Math.max(2, password.length / 4)) {
    problems.push('repetitive');
  }
  if (problems.length > 0) return { ok: false, score: problems.includes('too_short') ? 0 : 1, problems };
  const classes = characterClasses(password);
  const score = password.length >= 16 || (password.length >= 12 && classes >= 3) ? 4 : classes >= 3 ? 3 : 2;
  return { ok: true, score, problems };
}
