import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { jobQueue } from '../jobs/queue';
import { type AuthMailJob, JOB_AUTH_MAIL } from './mail-jobs';
import { hitRateLimit, rules } from './rate-limit';

/** How long after the answer the job may start: it must not share the answer's time. */
export const AUTH_MAIL_DELAY_MS = 500;

/**
 * Queues a sign-in, reset or "you already have an account" e-mail (server/auth/mail-jobs.ts).
 * One insert, whatever the address: the lookup, the token and the mail come after the answer,
 * a moment later, so the job's database work cannot lengthen the answer either.
 */
export async function queueAuthMail(c: Context<AppEnv>, job: Omit<AuthMailJob, 'origin'>): Promise<void> {
  if (job.purpose === 'sign-up-taken') {
    // Sign-ups in someone's name do not fill their inbox: past the limit, nothing more is sent.
    // Silently: a 429 here would say the address has an account.
    const hit = await hitRateLimit(c.var.db, rules.mailEmail('sign-up-taken', job.email));
    if (!hit.allowed) return;
  }
  await jobQueue(c.var.database, c.var.config).enqueue(
    JOB_AUTH_MAIL,
    { ...job, origin: c.var.siteOrigin },
    { runAt: new Date(Date.now() + AUTH_MAIL_DELAY_MS) },
  );
}
