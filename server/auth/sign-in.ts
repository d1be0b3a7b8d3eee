import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mergeGuestInto } from '../user/guest-merge';
import { type UserRow, users } from '../user/schema';
import { findUserByEmail, findUserByUuid, normaliseEmail } from '../user/users';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { checkPassword } from './password-strength';
import { authSecret } from './secret';
import { SignInFailed } from './sign-in-errors';
import { readSessionCookie } from './session-token';
import { isSessionOpen } from './sessions';
import { claimIfUnverified, markVerified } from './claim';
import { mailLocale } from './claim-mail';
import type { AuthMailJob } from './mail-jobs';
import { consumeToken, tokenState } from './tokens';

export interface SignInDeps {
  config: Config;
  db: Db;
  /** Queues an e-mail of server/auth/mail-jobs.ts (a sign-up with a taken address mails its owner). */
  queueMail?: (job: Omit<AuthMailJob, 'origin'>) => Promise<void>;
}

const email = z.email().max(254);
const name = z.string().trim().max(100).optional();

const passwordForm = z.object({
  email: z.string().trim().max(254).default(''),
  password: z.string().max(1000).default(''),
  intent: z.enum(['signin', 'signup']).default('signin'),
  firstName: name,
  lastName: name,
  token: z.string().optional(),
});

/** The guest this browser is signed in as, if any: signing in or up keeps what they made. */
async function currentGuest(deps: SignInDeps, request: Request): Promise<UserRow | null> {
  const claims = await readSessionCookie(request.headers.get('cookie'), authSecret(deps.config));
  if (!claims) return null;
  const user = await findUserByUuid(deps.db, claims.uid);
  if (!user?.isGuest || user.sessionVersion !== claims.sv) return null;
  return (await isSessionOpen(deps.db, claims.sid, user.uuid)) ? user : null;
}

async function signedIn(deps: SignInDeps, request: Request, user: UserRow): Promise<{ id: string }> {
  const guest = await currentGuest(deps, request);
  if (guest && guest.uuid !== user.uuid) await mergeGuestInto(deps.db, guest.uuid, user.uuid);
  return { id: user.uuid };
}

/** Creates the account, or turns this browser's guest into it (same uuid, so nothing needs moving). */
export async function createAccount(
  deps: SignInDeps,
  request: Request | null,
  fields: {
    email: string;
    passwordHash: string | null;
    firstName?: string | undefined;
    lastName?: string | undefined;
    verified: boolean;
  },
): Promise<UserRow> {
  const guest = request ? await currentGuest(deps, request) : null;
  const values = {
    email: fields.email,
    passwordHash: fields.passwordHash,
    firstName: fields.firstName || null,
    lastName: fields.lastName || null,
    isGuest: false,
    emailVerifiedAt: fields.verified ? new Date() : null,
  };
  if (guest) {
    const rows = await deps.db
      .update(users)
      .set({ ...values, memberSince: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.uuid, guest.uuid))
      .returning();
    if (rows[0]) return rows[0];
  }
  const rows = await deps.db
    .insert(users)
    .values({ ...values, currencyCode: deps.config.DEFAULT_CURRENCY })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function authorizePassword(
  deps: SignInDeps,
  input: unknown,
  request: Request,
): Promise<{ id: string }> {
  const parsed = passwordForm.safeParse(input);
  if (!parsed.success) throw new SignInFailed('invalid_credentials');
  const form = parsed.data;
  if (form.token) return authorizeLoginToken(deps, 'password', form.token, request);
  const address = normaliseEmail(form.email);
  if (form.intent === 'signup') {
    if (!email.safeParse(address).success) throw new SignInFailed('invalid_email');
    if (!checkPassword(form.password, address).ok) throw new SignInFailed('weak_password');
    const existing = await findUserByEmail(deps.db, address);
    if (existing) return signUpTaken(deps, request, existing, form.password);
    const user = await createAccount(deps, request, {
      email: address,
      passwordHash: await hashPassword(form.password),
      firstName: form.firstName,
      lastName: form.lastName,
      verified: false,
    });
    // Unproved until the mail's confirmation link is used (server/auth/claim.ts). Queued as the
    // taken address's mail is, so both answers take the same time.
    const locale = mailLocale(request.headers.get('accept-language'));
    await queueMail(deps)({ purpose: 'sign-up-confirm', email: address, ...(locale ? { locale } : {}) });
    return { id: user.uuid };
  }
  const user = await findUserByEmail(deps.db, address);
  if (!user?.passwordHash) {
    await verifyAgainstNothing(form.password);
    throw new SignInFailed('invalid_credentials');
  }
  if (!(await verifyPassword(form.password, user.passwordHash)))
    throw new SignInFailed('invalid_credentials');
  return signedIn(deps, request, user);
}

/**
 * A sign-up with an address that has an account answers as a new account's would, in the same
 * time (one password hash either way), and tells nobody whether the address is ours: with the
 * account's own password it simply signs in; otherwise the owner is mailed a sign-in link and the
 * form says "check your e-mail" (`check_email`).
 */
async function signUpTaken(
  deps: SignInDeps,
  request: Request,
  user: UserRow,
  password: string,
): Promise<{ id: string }> {
  const matches = user.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstNothing(password);
  if (matches) return signedIn(deps, request, user);
  await queueMail(deps)({ purpose: 'sign-up-taken', email: address(user) });
  throw new SignInFailed('check_email');
}

function queueMail(deps: SignInDeps): NonNullable<SignInDeps['queueMail']> {
  if (!deps.queueMail) throw new Error('a sign-up needs the mail queue');
  return deps.queueMail;
}

function address(user: UserRow): string {
  if (!user.email) throw new Error('an account found by its address has one');
  return user.email;
}

/** The e-mailed link: signs in its address, creating the account the first time. */
export async function authorizeMagicLink(
  deps: SignInDeps,
  input: unknown,
  request: Request,
): Promise<{ id: string }> {
  const token = z.object({ token: z.string().min(1) }).safeParse(input);
  if (!token.success) throw new SignInFailed('token_invalid');
  const row = await consumeToken(deps.db, 'magic-link', token.data.token);
  if (!row?.email) {
    const state = await tokenState(deps.db, 'magic-link', token.data.token);
    throw new SignInFailed(
      state === 'used' ? 'link_used' : state === 'expired' ? 'link_expired' : 'token_invalid',
    );
  }
  const existing = await findUserByEmail(deps.db, row.email);
  if (existing) return signedIn(deps, request, await proveByLink(deps, request, existing, row.data ?? {}));
  const user = await createAccount(deps, request, { email: row.email, passwordHash: null, verified: true });
  return { id: user.uuid };
}

/**
 * The link proves the address (server/auth/claim.ts). Only the confirmation link mailed at this
 * account's own sign-up keeps the password and passkeys set up before; any other link claims an
 * unproved account for the address's owner, and tells them. An address of ADMIN_EMAILS is always
 * claimed strictly: proving it makes the account an admin, and a password someone set up in that
 * name must not come with it. The second link of an older mail ("I never made this account",
 * `claim: 'remove'`) removes them even from an account proved since.
 */
async function proveByLink(
  deps: SignInDeps,
  request: Request,
  user: UserRow,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const admin = deps.config.ADMIN_EMAILS.includes(user.email ?? '');
  if (data.claim === 'confirm' && data.userUuid === user.uuid && !admin) return markVerified(deps.db, user);
  const { user: claimed, removed } = await claimIfUnverified(deps.db, user, {
    force: data.claim === 'remove',
  });
  if (removed) await tellOwner(deps, request, claimed);
  return claimed;
}

/** Mails the owner that a password or passkey set up before their proof was removed (a job). */
export async function tellOwner(deps: SignInDeps, request: Request | null, user: UserRow): Promise<void> {
  if (!deps.queueMail || !user.email) return;
  const locale = mailLocale(request?.headers.get('accept-language'));
  await deps.queueMail({ purpose: 'keys-removed', email: user.email, ...(locale ? { locale } : {}) });
}

/** Short-lived tokens made by our own endpoints (guest, passkey, password change) for one provider. */
export async function authorizeLoginToken(
  deps: SignInDeps,
  provider: 'guest' | 'passkey' | 'password',
  input: unknown,
  request: Request,
): Promise<{ id: string }> {
  const token =
    typeof input === 'string' ? input : z.object({ token: z.string().min(1) }).safeParse(input).data?.token;
  if (!token) throw new SignInFailed('token_invalid');
  const row = await consumeToken(deps.db, 'login', token);
  // Handed out for an address that already has an account (server/auth/routes.ts): its owner was mailed.
  if (row?.data?.checkEmail === true && row.data.provider === provider) throw new SignInFailed('check_email');
  if (!row?.userUuid || row.data?.provider !== provider) throw new SignInFailed('token_invalid');
  const user = await findUserByUuid(deps.db, row.userUuid);
  if (!user) throw new SignInFailed('token_invalid');
  return provider === 'guest' ? { id: user.uuid } : signedIn(deps, request, user);
}
