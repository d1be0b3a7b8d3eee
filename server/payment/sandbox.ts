import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CardDetails, ChargeOutcome, ChargeRequest, PaymentGateway } from './gateway';
import { sandboxCards, sandboxCharges } from './schema';
import { behaviourOf, brandOf } from './test-cards';

export const SANDBOX_PATH = '/webapp/api/payment/sandbox';
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

type ChargeRow = typeof sandboxCharges.$inferSelect;

const DECLINES = {
  decline: { declineCode: 'card_declined', message: 'The card was declined.' },
  insufficient_funds: { declineCode: 'insufficient_funds', message: 'The card has insufficient funds.' },
  authentication_failed: {
    declineCode: 'authentication_failed',
    message: 'The cardholder did not complete 3-D Secure authentication.',
  },
  wallet_cancelled: { declineCode: 'wallet_cancelled', message: 'The wallet payment was cancelled.' },
} as const;

export function outcomeOf(row: ChargeRow): ChargeOutcome {
  if (row.status === 'succeeded') return { status: 'succeeded', reference: row.reference };
  if (row.status === 'refunded') return { status: 'succeeded', reference: row.reference };
  if (row.status === 'requires_action') {
    const page = row.kind === 'wallet' ? 'wallet' : 'challenge';
    return {
      status: 'requires_action',
      reference: row.reference,
      actionUrl: `${SANDBOX_PATH}/${page}/${row.reference}`,
    };
  }
  const decline = DECLINES[(row.declineCode ?? 'decline') as keyof typeof DECLINES] ?? DECLINES.decline;
  return {
    status: 'declined',
    reference: row.reference,
    declineCode: decline.declineCode,
    message: decline.message,
  };
}

/**
 * The built-in gateway: behaves like a hosted one (tokens, idempotent charges, a 3-D Secure
 * challenge page, a wallet approval page) and keeps its records in its own sandbox_* tables.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly db: Db) {}

  /** What the browser's card form calls: the number is looked at here and never stored. */
  async tokenize(card: { number: string; expMonth: number; expYear: number }): Promise<CardDetails> {
    const token = id('tok');
    const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    const row = {
      token,
      behaviour: behaviourOf(card.number),
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear,
    };
    await this.db.insert(sandboxCards).values(row);
    return { token, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear };
  }

  async describeToken(token: string): Promise<CardDetails | null> {
    const rows = await this.db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
    const c = rows[0];
    return c
      ? { token: c.token, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear }
      : null;
  }

  private async existing(key: string): Promise<ChargeRow | null> {
    const rows = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    return rows[0] ?? null;
  }

  private async insert(row: typeof sandboxCharges.$inferInsert): Promise<ChargeOutcome> {
    const [saved] = await this.db.insert(sandboxCharges).values(row).onConflictDoNothing().returning();
    return outcomeOf(saved ?? (await this.existing(row.idempotencyKey))!);
  }

  async chargeCard(req: ChargeRequest & { token: string }): Promise<ChargeOutcome> {
    const before = await this.existing(req.idempotencyKey);
    if (before) return outcomeOf(before);
    const rows = await this.db.select().from(sandboxCards).where(eq(sandboxCards.token, req.token));
    const behaviour = rows[0]?.behaviour ?? 'decline';
    const base = {
      reference: id('ch'),
      idempotencyKey: req.idempotencyKey,
      kind: 'card' as const,
      token: req.token,
      amountMinor: req.amountMinor,
      currency: req.currency,
      returnUrl: req.returnUrl,
    };
    if (behaviour === 'succeed') return this.insert({ ...base, status: 'succeeded' });
    if (behaviour === 'challenge') return this.insert({ ...base, status: 'requires_action' });
    return this.insert({ ...base, status: 'declined', declineCode: behaviour });
  }

  async startWallet(req: ChargeRequest): Promise<ChargeOutcome> {
    const before = await this.existing(req.idempotencyKey);
    if (before) return outcomeOf(before);
    return this.insert({
      reference: id('wl'),
      idempotencyKey: req.idempotencyKey,
      kind: 'wallet',
      amountMinor: req.amountMinor,
      currency: req.currency,
      returnUrl: req.returnUrl,
      status: 'requires_action',
    });
  }

  async retrieve(reference: string): Promise<ChargeOutcome | null> {
    const row = await this.charge(reference);
    return row ? outcomeOf(row) : null;
  }

  async refund(reference: string): Promise<void> {
    await this.db
      .update(sandboxCharges)
      .set({ status: 'refunded' })
      .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'succeeded')));
  }

  async refundPart(reference: string, amountMinor: number): Promise<void> {
    await this.db
      .update(sandboxCharges)
      .set({
        refundedMinor: sql`least(${sandboxCharges.amountMinor}, ${sandboxCharges.refundedMinor} + ${amountMinor})`,
      })
      .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'succeeded')));
  }

  async charge(reference: string): Promise<ChargeRow | null> {
    const rows = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return rows[0] ?? null;
  }

  /** The customer's answer on the challenge or wallet page; only a pending charge can change. */
  async resolve(reference: string, approved: boolean): Promise<ChargeRow | null> {
    const row = await this.charge(reference);
    if (row?.status !== 'requires_action') return row;
    const declineCode = row.kind === 'wallet' ? 'wallet_cancelled' : 'authentication_failed';
    const [updated] = await this.db
      .update(sandboxCharges)
      .set(approved ? { status: 'succeeded' } : { status: 'declined', declineCode })
      .where(eq(sandboxCharges.reference, reference))
      .returning();
    return updated ?? row;
  }
}

const gateways = new WeakMap<Db, SandboxGateway>();

/** The gateway for this database (a real adapter would be chosen by configuration here). */
export function sandboxGateway(db: Db): SandboxGateway {
  let g = gateways.get(db);
  if (!g) {
    g = new SandboxGateway(db);
    gateways.set(db, g);
  }
  return g;
}
