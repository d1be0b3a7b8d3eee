import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import { magicLinkBody, passkeySignUpBody } from '../../contract/api/auth';
import { users } from '../user/schema';
import { findUserByEmail, normaliseEmail } from '../user/users';
import { queueAuthMail } from './auth-mail';
import { authJsRoutes } from './authjs-routes';
import { mailLocale } from './claim-mail';
import { clientAddress } from './client-address';
import {
  beginAuthentication,
  beginRegistration,
  checkEmailToken,
  credentialResponse,
  finishAuthentication,
  finishRegistration,
  loginToken,
  savePasskey,
} from './passkeys';
import { paced } from './pace';
import { enforceRateLimits, rules } from './rate-limit';
import { createAccount } from './sign-in';
import { MINUTE } from './tokens';

/** Our own ways in under /webapp/api/auth, then the Auth.js protocol itself. */
export const authRoutes = new Hono<AppEnv>()
  .post('/guest', async (c) => {
    await enforceRateLimits(c.var.db, [
      { key: `guest:ip:${clientAddress(c)}`, limit: 60, windowMs: 60 * MINUTE },
    ]);
    const rows = await c.var.db
      .insert(users)
      .values({ isGuest: true, currencyCode: c.var.config.DEFAULT_CURRENCY })
      .returning({ uuid: users.uuid });
    const guest = rows[0];
    if (!guest) throw new Error('guest insert returned nothing');
    return c.json(
      { token: await loginToken(c.var.db, guest.uuid, 'guest'), provider: 'guest' as const },
      201,
    );
  })
  .post('/magic-link', paced(), async (c) => {
    const body = await readJson(c, magicLinkBody);
    const email = normaliseEmail(body.email);
    await enforceRateLimits(c.var.db, [
      rules.mailEmail('magic-link', email),
      rules.mailClient('magic-link', clientAddress(c)),
    ]);
    // The link is made and mailed after the answer (server/auth/mail-jobs.ts): the same answer, in
    // the same time, for every address.
    await queueAuthMail(c, {
      purpose: 'magic-link',
      email,
      ...(body.callbackUrl ? { callbackUrl: body.callbackUrl } : {}),
    });
    // The same answer for every address, so this cannot tell anyone who has an account.
    return c.json({ sent: true }, 202);
  })
  .post('/passkeys/register/begin', paced(), async (c) => {
    const body = await readJson(c, passkeySignUpBody);
    const email = normaliseEmail(body.email);
    await enforceRateLimits(c.var.db, [
      rules.signInClient(clientAddress(c), c.var.config.SIGN_IN_LIMIT_PER_CLIENT),
      rules.signInEmail(email),
    ]);
    // No look-up here: an address that has an account gets the same options (see finish).
    const displayName = [body.firstName, body.lastName].filter(Boolean).join(' ') || email;
    const pending = { email, firstName: body.firstName ?? null, lastName: body.lastName ?? null };
    return c.json(await beginRegistration(c, { uuid: crypto.randomUUID(), email, displayName }, pending));
  })
  .post('/passkeys/register/finish', paced(), async (c) => {
    const body = await readJson(c, credentialResponse);
    const { pending, credential } = await finishRegistration(c, body);
    const email = typeof pending.email === 'string' ? pending.email : null;
    if (!email) throw new ApiError(400, 'BAD_REQUEST', 'This passkey request is not for a new account.');
    if (await findUserByEmail(c.var.db, email)) {
      // Answered as a new account would be, so this cannot tell who has an account: the owner is
      // mailed a sign-in link, and the token only tells the sign-in to say "check your e-mail".
      const token = await checkEmailToken(c.var.db, 'passkey');
      // Queued last, after all the answer needs (its job starts after the answer).
      await queueAuthMail(c, { purpose: 'sign-up-taken', email });
      return c.json({ token, provider: 'passkey' as const }, 201);
    }
    const user = await createAccount({ config: c.var.config, db: c.var.db }, c.req.raw, {
      email,
      passwordHash: null,
      firstName: typeof pending.firstName === 'string' ? pending.firstName : undefined,
      lastName: typeof pending.lastName === 'string' ? pending.lastName : undefined,
      verified: false,
    });
    await savePasskey(c.var.db, user, credential, body.name || 'Passkey');
    // Unproved until the mail's confirmation link is used (server/auth/claim.ts).
    const locale = mailLocale(c.req.header('accept-language'));
    await queueAuthMail(c, { purpose: 'sign-up-confirm', email, ...(locale ? { locale } : {}) });
    return c.json(
      { token: await loginToken(c.var.db, user.uuid, 'passkey'), provider: 'passkey' as const },
      201,
    );
  })
  .post('/passkeys/login/begin', async (c) => {
    await enforceRateLimits(c.var.db, [
      rules.signInClient(clientAddress(c), c.var.config.SIGN_IN_LIMIT_PER_CLIENT),
    ]);
    return c.json(await beginAuthentication(c));
  })
  .post('/passkeys/login/finish', async (c) => {
    const body = await readJson(c, credentialResponse);
    const userUuid = await finishAuthentication(c, body);
    return c.json({ token: await loginToken(c.var.db, userUuid, 'passkey'), provider: 'passkey' as const });
  })
  .get('/paypal', (c) => {
    const { PAYPAL_ISSUER, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } = c.var.config;
    const enabled = !!(PAYPAL_ISSUER && PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET);
    // The sign-in itself is Auth.js's OpenID flow: POST /auth/signin/paypal with the csrf token.
    return c.json({
      enabled,
      provider: 'paypal' as const,
      signInPath: enabled ? '/webapp/api/auth/signin/paypal' : null,
    });
  })
  .route('/', authJsRoutes);
