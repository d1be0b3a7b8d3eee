import { asc, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/current-user';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import type { OrderRow } from '../order/schema';
import type { UserRow } from '../user/schema';
import { roleOf } from '../user/users';
import { type OperatorActionRow, operatorActions } from './schema';

/** The signed-in operator; 403 for anyone else. */
export async function requireAdmin(c: Context<AppEnv>): Promise<UserRow> {
  const user = await requireUser(c);
  if (roleOf(user, c.var.config) !== 'admin')
    throw new ApiError(403, 'FORBIDDEN', 'Only an operator may do this.');
  return user;
}

/** Writes one audit line: this operator did `action` to the order, said in `detail`. */
export async function recordAction(
  db: Db,
  operator: UserRow,
  orderId: string,
  action: OperatorActionRow['action'],
  detail: string,
) {
  await db.insert(operatorActions).values({
    orderId,
    actorUuid: operator.uuid,
    actor: operator.email ?? operator.uuid,
    action,
    detail,
  });
}

/** The audit lines of each order, oldest first. */
export async function auditOf(db: Db, orderIds: string[]) {
  const lines = new Map<string, OperatorActionRow[]>();
  if (!orderIds.length) return lines;
  const rows = await db
    .select()
    .from(operatorActions)
    .where(inArray(operatorActions.orderId, orderIds))
    .orderBy(asc(operatorActions.at));
  for (const row of rows) lines.set(row.orderId, [...(lines.get(row.orderId) ?? []), row]);
  return lines;
}

/** One line of an address, for an audit line: "Ada Lovelace, 1 New Road, London SW1A 1AA, GB". */
export const addressLine = (a: OrderRow['deliveryAddress']) =>
  [a.fullName, a.line1, a.line2, `${a.city} ${a.postcode}`.trim(), a.region, a.countryCode]
    .filter(Boolean)
    .join(', ');

/** An order in the operator's screen, with its audit. */
export function operatorOrderJson(o: OrderRow, audit: OperatorActionRow[] = []) {
  return {
    id: o.id,
    reference: o.reference,
    status: o.status,
    partner: o.partner,
    partnerReference: o.partnerReference,
    partnerStatus: o.partnerStatus,
    partnerStatusAt: o.partnerStatusAt?.toISOString() ?? null,
    rejectionReason: o.rejectionReason,
    email: o.email,
    paidAt: o.paidAt?.toISOString() ?? null,
    deliveryAddress: o.deliveryAddress,
    estimatedDelivery: o.estimatedDelivery,
    audit: audit.map((a) => ({ at: a.at.toISOString(), actor: a.actor, action: a.action, detail: a.detail })),
  };
}
