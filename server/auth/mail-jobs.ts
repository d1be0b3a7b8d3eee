import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type JobContext, registerJob } from '../jobs/handlers';
import { mailerFor } from '../mail/mailer';
import { magicLinkMail, passwordResetMail, signUpTakenMail } from '../mail/templates';
import { LOCALES } from '../../contract/locale/locales';
import { keysRemovedMail, signUpConfirmMail } from './claim-mail';
import type { UserRow } from '../user/schema';
import { findUserByEmail } from '../user/users';
import { passkeys } from './schema';
import { issueToken, MINUTE } from './tokens';

/**
 * The e-mails of the sign-in routes, made and sent in a job after the route has answered: the
 * answer is the same, in the same time, whether or not the address has an account, because the
 * route never looks the address up (SPEC: no route tells who our customers are).
 */
export const JOB_AUTH_MAIL = 'auth-mail';

export const authMailJob = z.object({
  purpose: z.enum(['magic-link', 'password-reset', 'sign-up-taken', 'sign-up-confirm', 'keys-removed']),
  email: z.string().min(3).max(254),
  /** The app locale of the request that caused the mail (its Accept-Language), for the claim mails. */
  locale: z.enum(LOCALES).optional(),
  /** The site's configured origin (never a request header), for the links. */
  origin: z.url(),
  callbackUrl: z.string().max(500).optional(),
});
export type AuthMailJob = z.infer<typeof authMailJob>;

/** A password or passkey set up before anyone proved the address: the owner decides about it. */
async function hasUnprovedKeys(db: Db, user: UserRow): Promise<boolean> {
  if (user.emailVerifiedAt) return false;
  if (user.passwordHash) return true;
  const rows = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userUuid, user.uuid));
  return (rows[0]?.n ?? 0) > 0;
}

async function signInLink(
  db: Db,
  job: AuthMailJob,
  data: Record<string, unknown>,
  ttlMs = 15 * MINUTE,
): Promise<string> {
  const token = await issueToken(db, { kind: 'magic-link', ttlMs, email: job.email, data });
  const link = new URL('/webapp/sign-in/link', job.origin);
  link.searchParams.set('token', token);
  if (job.callbackUrl) link.searchParams.set('callbackUrl', job.callbackUrl);
  return link.toString();
}

/**
 * The sign-in mail. Its link proves the address: on an account whose password or passkey was set
 * up before anyone proved it, the mail says that signing in removes them (server/auth/claim.ts).
 */
async function sendSignInMail(ctx: JobContext, job: AuthMailJob, user: UserRow | null): Promise<void> {
  const link = await signInLink(ctx.db, job, {});
  const claims = !!user && (await hasUnprovedKeys(ctx.db, user));
  const mail =
    job.purpose === 'sign-up-taken'
      ? signUpTakenMail(job.email, link, claims)
      : magicLinkMail(job.email, link, claims);
  await mailerFor(ctx.config).send(mail);
}

/** How long the sign-up's confirmation link (and its "it was not me" twin) works. */
export const CONFIRM_TTL_MS = 48 * 60 * MINUTE;

/**
 * The sign-up's own confirmation mail: its first link proves the address and keeps the password
 * or passkey (only a link bound to this account does); the second is an ordinary sign-in link,
 * which claims the account for the address's owner. An admin's address gets none: any link to it
 * claims strictly (server/auth/sign-in.ts), so its owner simply signs in by link.
 */
async function sendConfirmMail(ctx: JobContext, job: AuthMailJob, user: UserRow | null): Promise<void> {
  if (!user || ctx.config.ADMIN_EMAILS.includes(job.email) || !(await hasUnprovedKeys(ctx.db, user))) return;
  const confirm = await signInLink(ctx.db, job, { claim: 'confirm', userUuid: user.uuid }, CONFIRM_TTL_MS);
  const notMe = await signInLink(ctx.db, job, { claim: 'remove' }, CONFIRM_TTL_MS);
  await mailerFor(ctx.config).send(signUpConfirmMail(job.locale, job.email, confirm, notMe));
}

export async function runAuthMailJob(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const job = authMailJob.parse(payload);
  const user = await findUserByEmail(ctx.db, job.email);
  if (job.purpose === 'password-reset') {
    // Nothing is sent to an address without an account (or a guest's): the answer said "if".
    if (!user || user.isGuest) return;
    const token = await issueToken(ctx.db, {
      kind: 'password-reset',
      ttlMs: 30 * MINUTE,
      userUuid: user.uuid,
    });
    const link = new URL('/webapp/sign-in/link', job.origin);
    link.searchParams.set('reset', token);
    await mailerFor(ctx.config).send(passwordResetMail(job.email, link.toString()));
    return;
  }
  if (job.purpose === 'sign-up-confirm') return sendConfirmMail(ctx, job, user);
  if (job.purpose === 'keys-removed') {
    if (!user) return;
    const settings = new URL('/webapp/account/settings', job.origin).toString();
    await mailerFor(ctx.config).send(keysRemovedMail(job.locale, job.email, settings));
    return;
  }
  if (job.purpose === 'sign-up-taken' && !user) return; // deleted in the meantime: nothing to say
  await sendSignInMail(ctx, job, user);
}

registerJob(JOB_AUTH_MAIL, runAuthMailJob);
