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
  response: z.looseObject({
    id: z.string().min(1).max(2048),
    rawId: z.string().min(1).max(2048),
    type: z.literal('public-key'),
  }),
  name: z.string().trim().max(60).optional(),
});

/** DELETE /user/passkeys/:id */
export const passkeyParams = z.object({ id: z.string().min(1).max(400) });

/** POST /user/passkeys/register/begin */
export const passkeyName = z.object({ name: z.string().trim().min(1).max(60).optional() });

/** POST /auth/magic-link and /forgot-password: the same answer for every address. */
export const mailSentAnswer = z.object({ sent: z.literal(true) });

/** POST /reset-password */
export const passwordResetAnswer = z.object({ reset: z.literal(true), email: z.string().nullable() });

/** POST /passwordCheck (server/auth/password-strength.ts) */
export const passwordCheckAnswer = z.object({
  ok: z.boolean(),
  score: z.number().int(),
  problems: z.array(z.enum(['too_short', 'too_long', 'common', 'contains_email', 'repetitive'])),
});

/** POST /auth/guest and the passkey finishes: a one-time token for the sign-in provider. */
export const signInTokenAnswer = z.object({
  token: z.string(),
  provider: z.enum(['guest', 'passkey', 'password']),
});

/** POST /auth/passkeys/login/begin: SimpleWebAuthn's options for the browser, and the challenge to answer. */
export const passkeyBeginAnswer = z.object({
  options: z.looseObject({ challenge: z.string() }),
  challengeId: z.string(),
});

/** The registration begins: the options also name the site, the account and the key types it takes. */
export const passkeyRegisterBeginAnswer = z.object({
  options: z.looseObject({
    challenge: z.string(),
    rp: z.looseObject({ name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
  }),
  challengeId: z.string(),
});

/** POST /user/passkeys/register/finish */
export const passkeyAddedAnswer = z.object({ passkey: z.object({ id: z.string(), name: z.string() }) });

/** One of the user's passkeys, as GET /user/passkeys lists it (never its key). */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});

/** GET /user/passkeys */
export const passkeyListAnswer = z.object({ passkeys: z.array(passkeySummarySchema) });

/** DELETE /user/passkeys/:id */
export const passkeyDeletedAnswer = z.object({ deleted: z.literal(true) });
