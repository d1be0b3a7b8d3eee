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
 * Runs `action`, then waits for one more e-mail to `to` and answers it: sign-in e-mails are sent by
 * a job after the route has answered (server/auth/mail-jobs.ts).
 */
export async function nextMailTo<T>(
  dataDir: string,
  to: string,
  action: () => Promise<T>,
  timeoutMs = 10_000,
): Promise<{ mail: string; result: T }> {
  const before = mailsTo(dataDir, to).length;
  const result = await action();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dataDir, to);
    if (mails.length > before && mails[0]) return { mail: mails[0], result };
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
