import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { addressInput } from '../../contract/address/address';
import {
  addressParams,
  deleteAccountBody,
  emailBody,
  preferencesBody,
  updateEmailBody,
  updatePasswordBody,
  updateUserBody,
} from '../../contract/api/account';
import { requireUser } from '../auth/current-user';
import { hashPassword, verifyPassword } from '../auth/password';
import { checkPassword } from '../auth/password-strength';
import { loginToken } from '../auth/passkeys';
import { enforceRateLimits, rules } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams } from '../http/validate';
import { type UserRow, users } from '../user/schema';
import {
  bumpSessionVersion,
  deleteAccount,
  findUserByEmail,
  normaliseEmail,
  toPublicUser,
} from '../user/users';
import { type AddressRow, addresses } from './schema';

/** Accounts with a password must give it to change their e-mail, password or delete themselves. */
async function confirmPassword(c: Context<AppEnv>, user: UserRow, given: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  await enforceRateLimits(c.var.db, [rules.account('password-confirm', user.uuid)]);
  if (!given || !(await verifyPassword(given, user.passwordHash))) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The current password is not right.', {
      field: 'body.currentPassword',
    });
  }
}

function publicAddress(a: AddressRow) {
  const { userUuid: _owner, createdAt, updatedAt, ...rest } = a;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

async function ownAddress(db: Db, user: UserRow, uuid: string): Promise<AddressRow> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.uuid, uuid), eq(addresses.userUuid, user.uuid)));
  // Someone else's address is "not found", never "forbidden": ids reveal nothing.
  if (!rows[0]) throw notFound('This address');
  return rows[0];
}

async function clearOtherDefaults(db: Db, userUuid: string, keep: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userUuid, userUuid), ne(addresses.uuid, keep)));
}

/** /webapp/api/account: the signed-in user's profile, settings and address book. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/update-user', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, updateUserBody);
    const set: Partial<typeof users.$inferInsert> = {};
    if (body.firstName !== undefined) set.firstName = body.firstName || null;
    if (body.lastName !== undefined) set.lastName = body.lastName || null;
    if (body.phoneNumber !== undefined) set.phoneNumber = body.phoneNumber || null;
    if (body.currencyCode !== undefined) set.currencyCode = body.currencyCode;
    const rows = await c.var.db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.uuid, user.uuid))
      .returning();
    return c.json({ user: toPublicUser(rows[0] ?? user, c.var.config) });
  })
  .post('/check-email', async (c) => {
    const user = await requireUser(c, { registered: true });
    const { email } = await readJson(c, emailBody);
    await enforceRateLimits(c.var.db, [rules.account('check-email', user.uuid)]);
    const address = normaliseEmail(email);
    const owner = await findUserByEmail(c.var.db, address);
    return c.json({ email: address, available: !owner || owner.uuid === user.uuid });
  })
  .post('/update-email', async (c) => {
    const user = await requireUser(c, { registered: true });
    const body = await readJson(c, updateEmailBody);
    await confirmPassword(c, user, body.currentPassword);
    const address = normaliseEmail(body.email);
    const owner = await findUserByEmail(c.var.db, address);
    if (owner && owner.uuid !== user.uuid) {
      throw new ApiError(409, 'CONFLICT', 'This e-mail address is already in use.', { field: 'body.email' });
    }
    const rows = await c.var.db
      .update(users)
      .set({
        email: address,
        emailVerifiedAt: address === user.email ? user.emailVerifiedAt : null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.uuid, user.uuid))
      .returning();
    return c.json({ user: toPublicUser(rows[0] ?? user, c.var.config) });
  })
  .post('/update-password', async (c) => {
    const user = await requireUser(c, { registered: true });
    const body = await readJson(c, updatePasswordBody);
    await confirmPassword(c, user, body.currentPassword);
    const strength = checkPassword(body.newPassword, user.email);
    if (!strength.ok) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Choose a stronger password.', {
        field: 'body.newPassword',
        details: { problems: strength.problems },
      });
    }
    // Every other session ends; this browser gets a token to sign straight back in.
    await c.var.db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        // Their own password now: "a password set up before you proved your address was removed" is done.
        unprovedKeysRemovedAt: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.uuid, user.uuid));
    return c.json({
      updated: true,
      token: await loginToken(c.var.db, user.uuid, 'password'),
      provider: 'password' as const,
    });
  })
  .get('/notification-preferences', async (c) => {
    const user = await requireUser(c, { registered: true });
    return c.json({ notificationPreferences: user.notificationPreferences });
  })
  .post('/update-notification-preferences', async (c) => {
    const user = await requireUser(c, { registered: true });
    const body = await readJson(c, preferencesBody);
    const next = { ...user.notificationPreferences, ...body };
    await c.var.db
      .update(users)
      .set({ notificationPreferences: next, updatedAt: sql`now()` })
      .where(eq(users.uuid, user.uuid));
    return c.json({ notificationPreferences: next });
  })
  .post('/sign-out-everywhere', async (c) => {
    const user = await requireUser(c);
    await bumpSessionVersion(c.var.db, user.uuid);
    return c.json({ signedOut: true });
  })
  .post('/delete', async (c) => {
    const user = await requireUser(c, { registered: true });
    const body = await readJson(c, deleteAccountBody);
    await confirmPassword(c, user, body.currentPassword);
    // Everything personal goes; orders and payments stay, on an anonymised row (server/user/users.ts).
    await deleteAccount(c.var.db, user.uuid);
    return c.json({ deleted: true });
  })
  .get('/addresses/list', async (c) => {
    const user = await requireUser(c);
    const rows = await c.var.db
      .select()
      .from(addresses)
      .where(eq(addresses.userUuid, user.uuid))
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
    return c.json({ addresses: rows.map(publicAddress) });
  })
  .post('/addresses', async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, addressInput);
    const db = c.var.db;
    const existing = await db
      .select({ uuid: addresses.uuid })
      .from(addresses)
      .where(eq(addresses.userUuid, user.uuid));
    if (existing.length >= 50)
      throw new ApiError(400, 'BAD_REQUEST', 'An address book holds at most 50 addresses.');
    const row = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(addresses)
        .values({ ...input, userUuid: user.uuid, isDefault: input.isDefault || existing.length === 0 })
        .returning();
      const created = rows[0];
      if (!created) throw new Error('address insert returned nothing');
      if (created.isDefault) await clearOtherDefaults(tx as unknown as Db, user.uuid, created.uuid);
      return created;
    });
    return c.json({ address: publicAddress(row) }, 201);
  })
  .get('/addresses/:uuid', async (c) => {
    const user = await requireUser(c);
    const { uuid } = readParams(c, addressParams);
    return c.json({ address: publicAddress(await ownAddress(c.var.db, user, uuid)) });
  })
  .put('/addresses/:uuid', async (c) => {
    const user = await requireUser(c);
    const { uuid } = readParams(c, addressParams);
    await ownAddress(c.var.db, user, uuid);
    const input = await readJson(c, addressInput);
    const row = await c.var.db.transaction(async (tx) => {
      const rows = await tx
        .update(addresses)
        .set({ ...input, updatedAt: sql`now()` })
        .where(and(eq(addresses.uuid, uuid), eq(addresses.userUuid, user.uuid)))
        .returning();
      const updated = rows[0];
      if (!updated) throw notFound('This address');
      if (updated.isDefault) await clearOtherDefaults(tx as unknown as Db, user.uuid, updated.uuid);
      return updated;
    });
    return c.json({ address: publicAddress(row) });
  })
  .delete('/addresses/:uuid', async (c) => {
    const user = await requireUser(c);
    const { uuid } = readParams(c, addressParams);
    const rows = await c.var.db
      .delete(addresses)
      .where(and(eq(addresses.uuid, uuid), eq(addresses.userUuid, user.uuid)))
      .returning({ uuid: addresses.uuid });
    if (rows.length === 0) throw notFound('This address');
    return c.json({ deleted: true });
  });
