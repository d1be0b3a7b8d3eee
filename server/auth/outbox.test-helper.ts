import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every e-mail to `to` in DATA_DIR/outbox, newest first, with quoted-printable soft breaks undone. */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return [];
  }
  return files
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(`To: ${to}`));
}

/**
 * The claim mails (server/auth/claim-mail.ts) come on their own after a sign-up or a claiming
 * sign-in; a test waiting for another mail must not take one of them for it.
 */
const CLAIM_SUBJECTS = [
  'Subject: Confirm your Bindery account',
  'Subject: A password was removed from your Bindery account',
];

/**
 * Runs `action`, then waits for one more e-mail to `to` and answers it: sign-in e-mails are sent by
 * a job after the route has answered (server/auth/mail-jobs.ts). Only mails with `subject` count
 * when it is given; otherwise every mail but the claim mails.
 */
export async function nextMailTo<T>(
  dataDir: string,
  to: string,
  action: () => Promise<T>,
  timeoutMs = 10_000,
  subject?: string,
): Promise<{ mail: string; result: T }> {
  const wanted = (mail: string) =>
    subject ? mail.includes(`Subject: ${subject}`) : !CLAIM_SUBJECTS.some((s) => mail.includes(s));
  const before = new Set(mailsTo(dataDir, to));
  const result = await action();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(dataDir, to).find((m) => !before.has(m) && wanted(m));
    if (mail) return { mail, result };
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until the job queue has had time to send anything it would (to check nothing was sent). */
export async function settleMail(): Promise<void> {
  await new Promise((r) => setTimeout(r, 2500));
}

/** The `name` parameter of each sign-in link in a mail, in order. */
export function linkParams(mail: string, name: string): string[] {
  const re = new RegExp(`https?://\\S+/webapp/sign-in/link\\?\\S*?${name}=([\\w-]+)`, 'g');
  return [...new Set([...mail.matchAll(re)].map((m) => m[1] ?? ''))];
}
