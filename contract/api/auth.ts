import { z } from 'zod';

/** POST /passwordCheck */
export const passwordCheckBody = z.object({
  password: z.string().max(1000),
  email: z.string().max(254).optional(),
});

/** POST /forgot-password */
export const forgotPasswordBody = z.object({ email: z.email('must be an e-mail address').max(254) });

/** POST /reset-password */
export const resetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(1000),
});

/** Only paths inside the app may be sent back to: never another site. */
const callbackPath = z
  .string()
  .max(500)
  .regex(/^\/webapp(\/[^\s]*)?$/, 'must be a path inside /webapp')
  .refine((p) => !p.startsWith('//'), 'must be a path inside /webapp')
  .optional();

/** POST /auth/magic-link */
export const magicLinkBody = z.object({
  email: z.email('must be an e-mail address').max(254),
  callbackUrl: callbackPath,
});

/** POST /auth/passkeys/register/begin (a new account) */
export const passkeySignUpBody = z.object({
  email: z.email('must be an e-mail address').max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

/** The browser's answer to a passkey challenge (register and sign-in finish). */
export const credentialResponse = z.object({
  challengeId: z.string().min(10).max(200),
  response: z.looseObject({ id: z.string().min(1), rawId: z.string().min(1), type: z.literal('public-key') }),
  name: z.string().trim().max(60).optional(),
});

/** DELETE /user/passkeys/:id */
export const passkeyParams = z.object({ id: z.string().min(1).max(400) });

/** POST /user/passkeys/register/begin */
export const passkeyName = z.object({ name: z.string().trim().min(1).max(60).optional() });
