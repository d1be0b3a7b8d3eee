import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { authSecret } from '../auth/secret';
import { blobStoreFor } from '../blob/blob-store';
import { type Config, siteOrigin } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/handlers';
import { log } from '../lib/log';
import { JOB_CHANGE_MAIL, JOB_ORDER_CANCEL, postal } from '../order/change-window';
import { type OrderRow, type OrderStatus, orders } from '../order/schema';
import { blobKeyOf, signedFileUrl } from './file-urls';
import { fileSystemPartner } from './file-system-partner';
import { type LuluSettings, luluPartner } from './lulu-partner';
import { simulatorSecrets, simulatorUrl, usesSimulator } from './simulator-secrets';
import {
  type OrderFile,
  type PartnerOrderStatus,
  PartnerUnavailableError,
  type PrintManifest,
  type PrintPartner,
  printManifestSchema,
} from './partner';
import { FINAL_STATUSES, isFinal, movesForward } from './statuses';
import { carrierHosts, safeTrackingUrl } from './tracking-urls';

export type Enqueue = JobQueue['enqueue'];

export const JOB_PARTNER_SUBMIT = 'print-partner.submit';
export const JOB_PARTNER_CHECK = 'print-partner.check';
export const JOB_PARTNER_MAIL = 'print-partner.mail';

const partners = new WeakMap<Config, PrintPartner>();

/** The partner PRINT_PARTNER names (one per config, so Lulu's token is reused). */
export function partnerFor(config: Config): PrintPartner {
  let partner = partners.get(config);
  if (!partner) {
    partner =
      config.PRINT_PARTNER === 'lulu'
        ? luluPartner(luluSettings(config))
        : fileSystemPartner(config.DATA_DIR);
    partners.set(config, partner);
  }
  return partner;
}

/** Lulu's API and secrets: the configured ones, or the simulator's beside us (simulator-secrets.ts). */
function luluSettings(config: Config): LuluSettings {
  const contactEmail = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  if (usesSimulator(config)) {
    const secrets = simulatorSecrets(config);
    return { ...secrets, apiUrl: () => simulatorUrl(config), contactEmail };
  }
  return {
    apiUrl: config.LULU_API_URL ?? simulatorUrl(config),
    clientKey: config.LULU_CLIENT_KEY ?? '',
    clientSecret: config.LULU_CLIENT_SECRET ?? '',
    webhookSecret: config.LULU_WEBHOOK_SECRET ?? '',
    contactEmail,
  };
}

/** Signs the print files' links: PRINT_FILE_URL_SECRET, else the auth secret (kept in DATA_DIR when unset). */
export const fileUrlSecret = (config: Config) => config.PRINT_FILE_URL_SECRET ?? authSecret(config);

/**
 * Called by print-files.ts once an order's files are in the blob store (as its "partner"): the
 * manifest is kept on the order with a fresh idempotency key, and the submission is queued. The
 * real partner is called from the job, so a partner that is down delays the order, never loses it.
 * While the order is held in its change window the submission does nothing: the job queued for
 * the window's close (order/jobs.ts) queues it again.
 */
export function handOffPartner(db: Db, config: Config, enqueue: Enqueue): PrintPartner {
  const partner = partnerFor(config);
  return {
    ...partner,
    async submit(manifest) {
      const checked = printManifestSchema.parse(manifest);
      await db
        .update(orders)
        .set({
          partner: partner.name,
          partnerManifest: checked as unknown as Record<string, unknown>,
          partnerKey: sql`coalesce(${orders.partnerKey}, ${randomUUID()})`,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, checked.orderId));
      await enqueue(JOB_PARTNER_SUBMIT, { orderId: checked.orderId, attempt: 0 });
      return { partnerReference: '' };
    },
  };
}

function filesOf(config: Config, manifest: PrintManifest): OrderFile[] {
  const blobs = blobStoreFor(config);
  return manifest.items.flatMap((item) =>
    item.files.map((file) => {
      const key = blobKeyOf(manifest.orderId, item.itemId, file.path.split('/').pop()!);
      return {
        path: file.path,
        read: async () => (await blobs.get(key)) ?? Promise.reject(new Error(`print file ${key} is missing`)),
      };
    }),
  );
}

/** Waits double each try, from PRINT_PARTNER_RETRY_MS to an hour: a partner down for a day is tried ~30 times. */
export const retryDelay = (config: Config, attempt: number) =>
  Math.min(3_600_000, config.PRINT_PARTNER_RETRY_MS * 2 ** Math.min(attempt, 20));

/**
 * The submission job: sends the order with its idempotency key until the partner takes it. It never
 * gives up (the queue's own five tries would): each failure queues the next try, so a restart finds
 * it in the jobs table. The same key on every try means one print job, however many tries reached it.
 */
export async function submitOrder(
  db: Db,
  config: Config,
  enqueue: Enqueue,
  orderId: string,
  attempt: number,
) {
  const [found] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!found?.partnerManifest || !found.partnerKey || found.partnerReference) return;
  // The hand-off: claimed once the change window has closed (a cancel asked in the window but
  // not yet answered is never sent); from here on a change is asked of the partner, and this
  // claim and a change in the window (order/changes.ts) exclude each other.
  const opened = new Date(Date.now() - config.ORDER_CANCEL_WINDOW_MINUTES * 60_000);
  const [order] = await db
    .update(orders)
    .set({ handedOffAt: sql`coalesce(${orders.handedOffAt}, now())` })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, ['paid', 'in_production', 'cancelling']),
        isNull(orders.partnerReference),
        or(isNotNull(orders.handedOffAt), and(lte(orders.paidAt, opened), ne(orders.status, 'cancelling'))),
      ),
    )
    .returning();
  if (!order?.partnerManifest || !order.partnerKey) return;
  const partner = partnerFor(config);
  // The order's address is the truth at hand-off: one corrected after its files were made (by the
  // operator or the customer) goes to the printer, and into the manifest kept on the order.
  const made = printManifestSchema.parse(order.partnerManifest);
  const manifest = { ...made, shipping: { ...made.shipping, address: postal(order.deliveryAddress) } };
  if (JSON.stringify(made.shipping.address) !== JSON.stringify(manifest.shipping.address))
    await db
      .update(orders)
      .set({ partnerManifest: manifest as unknown as Record<string, unknown> })
      .where(eq(orders.id, order.id));
  const origin = siteOrigin(config);
  const expires = new Date(Date.now() + config.PRINT_FILE_URL_TTL_HOURS * 3_600_000);
  try {
    const sent = await partner.submit(manifest, filesOf(config, manifest), {
      idempotencyKey: order.partnerKey,
      fileUrl: (path) => signedFileUrl(origin, fileUrlSecret(config), order.id, path, expires),
    });
    const [taken] = await db
      .update(orders)
      .set({ partner: partner.name, partnerReference: sent.partnerReference, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), isNull(orders.partnerReference)))
      .returning();
    if (!taken) return;
    await applyPartnerStatus(
      db,
      config,
      enqueue,
      taken,
      await partner.status(sent.partnerReference),
      'submit',
    );
    await scheduleCheck(config, enqueue, taken.id);
    // A cancel asked while the job was on its way: the partner is asked now that the job exists.
    if (taken.status === 'cancelling') await enqueue(JOB_ORDER_CANCEL, { orderId: taken.id, attempt: 0 });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const delay = retryDelay(config, attempt);
    log.warn('print partner submission failed; trying again', {
      orderId,
      attempt,
      retryInMs: delay,
      unavailable: err instanceof PartnerUnavailableError,
      error: message,
    });
    await enqueue(
      JOB_PARTNER_SUBMIT,
      { orderId, attempt: attempt + 1 },
      { runAt: new Date(Date.now() + delay) },
    );
  }
}

const scheduleCheck = (config: Config, enqueue: Enqueue, orderId: string, from = Date.now()) =>
  enqueue(
    JOB_PARTNER_CHECK,
    { orderId },
    { runAt: new Date(from + Math.max(60_000, config.PRINT_PARTNER_RECONCILE_HOURS * 3_600_000)) },
  );

/** The customer's order follows the partner: in production, shipped, delivered. */
const ORDER_STATUS_OF: Partial<Record<string, OrderStatus>> = {
  in_production: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * Records a partner status on the order if it moves it forward (statuses.ts): the partner history
 * gets the step with its date, the order's own status and history follow, tracking and a rejection's
 * reason are kept, and the customer is mailed on shipped and on a rejection. Anything else (a
 * replay, a late webhook) changes nothing. Answers whether it changed the order.
 */
export async function applyPartnerStatus(
  db: Db,
  config: Config,
  enqueue: Enqueue,
  order: OrderRow,
  now: PartnerOrderStatus,
  source: 'submit' | 'webhook' | 'check' | 'operator',
): Promise<boolean> {
  if (!movesForward(order.partnerStatus, now.status)) return false;
  // Only an https link on a carrier we know goes into an e-mail or onto the status page.
  const trackingUrl = safeTrackingUrl(now.trackingUrl, carrierHosts(config.PRINT_PARTNER_TRACKING_HOSTS));
  if (now.trackingUrl && !trackingUrl)
    log.warn('a tracking link that is not https on a known carrier was dropped', {
      orderId: order.id,
      source,
    });
  const at = new Date();
  const orderStatus = ORDER_STATUS_OF[now.status];
  const moveOrder = orderStatus && order.status !== 'cancelled' && order.status !== orderStatus;
  // The partner went on while a cancel was waiting for its answer: the cancel has failed (no
  // refund is ever made for an order the partner prints), and the customer is told.
  const cancelFailed = moveOrder && order.status === 'cancelling';
  const cancelRefused = {
    kind: 'cancel' as const,
    outcome: 'refused' as const,
    reason: `The printer had already moved the order on (${now.partnerStatus}).`,
    at: at.toISOString(),
  };
  const [changed] = await db
    .update(orders)
    .set({
      partnerStatus: now.status,
      partnerStatusAt: at,
      partnerHistory: [
        ...order.partnerHistory,
        {
          status: now.status,
          at: at.toISOString(),
          partnerStatus: now.partnerStatus,
          ...(now.reason ? { detail: now.reason } : {}),
        },
      ],
      trackingId: now.trackingId ?? order.trackingId,
      trackingUrl: trackingUrl ?? order.trackingUrl,
      rejectionReason: now.status === 'rejected' ? now.reason : null,
      ...(moveOrder
        ? { status: orderStatus, history: [...order.history, { status: orderStatus, at: at.toISOString() }] }
        : {}),
      ...(cancelFailed ? { changeOutcome: cancelRefused } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, order.id),
        order.partnerStatus === null
          ? isNull(orders.partnerStatus)
          : eq(orders.partnerStatus, order.partnerStatus),
      ),
    )
    .returning();
  if (!changed) return false;
  log.info('order moved at the print partner', {
    orderId: order.id,
    status: now.status,
    partnerStatus: now.partnerStatus,
    source,
  });
  if (now.status === 'shipped' || now.status === 'rejected')
    await enqueue(JOB_PARTNER_MAIL, { orderId: order.id, status: now.status });
  if (cancelFailed) await enqueue(JOB_CHANGE_MAIL, { orderId: order.id, ...cancelRefused });
  // The partner confirms a cancel we asked for: the cancel job finishes it (the refund) now.
  if (now.status === 'canceled' && order.status === 'cancelling')
    await enqueue(JOB_ORDER_CANCEL, { orderId: order.id, attempt: 0 });
  return true;
}

/**
 * Asks the partner where an order is (the reconciliation): for an order not final whose last news
 * is older than PRINT_PARTNER_RECONCILE_HOURS, webhooks or not. Answers whether it changed anything.
 */
export async function checkOrder(
  db: Db,
  config: Config,
  enqueue: Enqueue,
  order: OrderRow,
): Promise<boolean> {
  if (!order.partnerReference || isFinal(order.partnerStatus)) return false;
  const partner = partnerFor(config);
  return applyPartnerStatus(
    db,
    config,
    enqueue,
    order,
    await partner.status(order.partnerReference),
    'check',
  );
}

/** Orders at the partner, not final, with no news since `before`. */
export function quietOrders(db: Db, before: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.partnerReference),
        or(isNull(orders.partnerStatus), notInArray(orders.partnerStatus, [...FINAL_STATUSES])),
        lt(orders.partnerStatusAt, before),
      ),
    );
}

/** Every quiet order asked about at once (what the per-order check jobs do one by one). */
export async function reconcileAll(db: Db, config: Config, enqueue: Enqueue, now = new Date()) {
  const before = new Date(now.getTime() - config.PRINT_PARTNER_RECONCILE_HOURS * 3_600_000);
  let changed = 0;
  for (const order of await quietOrders(db, before)) {
    try {
      if (await checkOrder(db, config, enqueue, order)) changed++;
    } catch (err) {
      log.warn('reconciliation could not ask the partner', { orderId: order.id, error: String(err) });
    }
  }
  return changed;
}

/** The check job: asks when the order has been quiet long enough, and comes back while it is not final. */
export async function checkJob(db: Db, config: Config, enqueue: Enqueue, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.partnerReference || isFinal(order.partnerStatus)) return;
  const quietSince = order.partnerStatusAt?.getTime() ?? 0;
  const due = quietSince + config.PRINT_PARTNER_RECONCILE_HOURS * 3_600_000;
  if (due <= Date.now()) {
    try {
      await checkOrder(db, config, enqueue, order);
    } catch (err) {
      log.warn('reconciliation could not ask the partner', { orderId, error: String(err) });
    }
  }
  const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (after && !isFinal(after.partnerStatus)) await scheduleCheck(config, enqueue, orderId);
}
