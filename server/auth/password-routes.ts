import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import { forgotPasswordBody, passwordCheckBody, resetPasswordBody } from '../../contract/api/auth';
import { users } from '../user/schema';
import { findUserByUuid, normaliseEmail } from '../user/users';
import { queueAuthMail } from './auth-mail';
import { clientAddress } from './client-address';
import { hashPassword } from './password';
import { checkPassword } from './password-strength';
import { paced } from './pace';
import { enforceRateLimits, rules } from './rate-limit';
import { claimIfUnverified } from './claim';
import { consumeToken, tokenState } from './tokens';

/** /webapp/api/passwordCheck, /forgot-password and /reset-password. */
export const passwordRoutes = new Hono<AppEnv>()
  .post('/passwordCheck', async (c) => {
    const body = await readJson(c, passwordCheckBody);
    return c.json(checkPassword(body.password, body.email));
  })
  .post('/forgot-password', paced(), async (c) => {
    const body = await readJson(c, forgotPasswordBody);
    const email = normaliseEmail(body.email);
    await enforceRateLimits(c.var.db, [
      rules.mailEmail('reset', email),
      rules.mailClient('reset', clientAddress(c)),
    ]);
    // Looked up, and the token and e-mail made, after the answer (server/auth/mail-jobs.ts): a known
    // address used to take three times as long as an unknown one.
    await queueAuthMail(c, { purpose: 'password-reset', email });
    // The same answer whether or not the address has an account.
    return c.json({ sent: true }, 202);
  })
  .post('/reset-password', async (c) => {
    const body = await readJson(c, resetPasswordBody);
    // Checked before the token is spent, so a weak choice can be corrected with the same link.
    const strength = checkPassword(body.password);
    if (!strength.ok) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Choose a stronger password.', {
        field: 'body.password',
        details: { problems: strength.problems },
      });
    }
    const row = await consumeToken(c.var.db, 'password-reset', body.token);
    const user = row?.userUuid ? await findUserByUuid(c.var.db, row.userUuid) : null;
    if (!user) {
      const state = await tokenState(c.var.db, 'password-reset', body.token);
      throw new ApiError(
        400,
        'BAD_REQUEST',
        state === 'used'
          ? 'This reset link was already used. Ask for a new one.'
          : 'This reset link has expired or is not valid. Ask for a new one.',
        { field: 'body.token', details: { reason: state } },
      );
    }
    await enforceRateLimits(c.var.db, [rules.account('reset', user.uuid)]);
    // The reset link proves the address: an unverified account is claimed first (server/auth/claim.ts).
    // Its owner is choosing their own password right now, so there is nothing to tell them.
    await claimIfUnverified(c.var.db, user, { notice: false });
    // A new password ends every existing session, on every device.
    await c.var.db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.password),
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.uuid, user.uuid));
    return c.json({ reset: true, email: user.email });
  });
