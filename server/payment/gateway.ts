import type { Config } from '../config';
import type { Database } from '../db/client';

/** A card as the gateway describes a token: never the number itself. */
export interface CardDetails {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; declineCode: string; message: string }
  /** The customer must act on the gateway's page (3-D Secure, a wallet approval) at actionUrl. */
  | { status: 'requires_action'; reference: string; actionUrl: string };

export interface ChargeRequest {
  amountMinor: number;
  currency: string;
  /** The same key always answers the same charge: retries and double clicks never charge twice. */
  idempotencyKey: string;
  /** Where the gateway's page sends the customer back to when they are done. */
  returnUrl: string;
}

/**
 * The one interface checkout talks to. The built-in sandbox implements it; a real gateway adapter
 * would too (tokenising in the browser with its own script, so card numbers never reach us).
 */
export interface PaymentGateway {
  readonly name: string;
  describeToken(token: string): Promise<CardDetails | null>;
  chargeCard(req: ChargeRequest & { token: string }): Promise<ChargeOutcome>;
  startWallet(req: ChargeRequest): Promise<ChargeOutcome>;
  /** The charge's current state, e.g. after the customer came back from the gateway's page. */
  retrieve(reference: string): Promise<ChargeOutcome | null>;
  /** Gives a succeeded charge back in full (a cancelled order). */
  refund(reference: string): Promise<void>;
  /** Gives part of a succeeded charge back (a late order's shipping); never more than was charged. */
  refundPart(reference: string, amountMinor: number): Promise<void>;
}

export interface SettlementContext {
  database: Database;
  config: Config;
}

/** Gateways tell the shop about charges that settle later (3-D Secure, wallet) through this hook. */
export type SettlementListener = (
  ctx: SettlementContext,
  reference: string,
  outcome: ChargeOutcome,
) => Promise<void>;
const listeners: SettlementListener[] = [];

export function onSettlement(listener: SettlementListener): void {
  listeners.push(listener);
}

export async function notifySettlement(
  ctx: SettlementContext,
  reference: string,
  outcome: ChargeOutcome,
): Promise<void> {
  for (const l of listeners) await l(ctx, reference, outcome);
}
