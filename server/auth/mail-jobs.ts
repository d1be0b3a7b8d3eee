import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type JobContext, registerJob } from '../jobs/handlers';
import { mailerFor } from '../mail/mailer';
import { magicLinkMail, passwordResetMail, signUpTakenMail } from '../mail/templates';
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
  purpose: z.enum(['magic-link', 'password-reset', 'sign-up-taken']),
  email: z.string().min(3).max(254),
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

async function signInLink(db: Db, job: AuthMailJob, claim: 'keep' | 'remove'): Promise<string> {
  const token = await issueToken(db, {
    kind: 'magic-link',
    ttlMs: 15 * MINUTE,
    email: job.email,
    data: { claim },
  });
  const link = new URL('/webapp/sign-in/link', job.origin);
  link.searchParams.set('token', token);
  if (job.callbackUrl) link.searchParams.set('callbackUrl', job.callbackUrl);
  return link.toString();
}

/** The sign-in mail: one link, and a second one when keys were set up before the address was proved. */
async function sendSignInMail(ctx: JobContext, job: AuthMailJob, user: UserRow | null): Promise<void> {
  const link = await signInLink(ctx.db, job, 'keep');
  // An admin's address has one link, which removes such keys anyway (server/auth/sign-in.ts).
  const admin = ctx.config.ADMIN_EMAILS.includes(job.email);
  const removeLink =
    user && !admin && (await hasUnprovedKeys(ctx.db, user))
      ? await signInLink(ctx.db, job, 'remove')
      : undefined;
  const mail =
    job.purpose === 'sign-up-taken'
      ? signUpTakenMail(job.email, link, removeLink)
      : magicLinkMail(job.email, link, removeLink);
  await mailerFor(ctx.config).send(mail);
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
  if (job.purpose === 'sign-up-taken' && !user) return; // deleted in the meantime: nothing to say
  await sendSignInMail(ctx, job, user);
}

registerJob(JOB_AUTH_MAIL, runAuthMailJob);
