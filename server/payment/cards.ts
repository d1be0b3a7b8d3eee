import { and, asc, eq } from 'drizzle-orm';
import type { CardChoice } from '../../contract/api/orders';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import type { CardDetails } from './gateway';
import { sandboxGateway } from './sandbox';
import { type SavedCardRow, savedCards } from './schema';

/** How checkout names the card to pay with: the contract's schema. */
export { type CardChoice, cardChoiceSchema } from '../../contract/api/orders';

export function savedCardJson(c: SavedCardRow) {
  return {
    id: c.id,
    brand: c.brand,
    last4: c.last4,
    expMonth: c.expMonth,
    expYear: c.expYear,
    createdAt: c.createdAt.toISOString(),
  };
}

export const listCards = (db: Db, userUuid: string) =>
  db.select().from(savedCards).where(eq(savedCards.userUuid, userUuid)).orderBy(asc(savedCards.createdAt));

export async function saveCard(db: Db, userUuid: string, card: CardDetails): Promise<SavedCardRow> {
  const existing = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userUuid, userUuid), eq(savedCards.token, card.token)));
  if (existing[0]) return existing[0];
  const [row] = await db
    .insert(savedCards)
    .values({ userUuid, gateway: 'sandbox', ...card })
    .returning();
  return row!;
}

/** Resolves the choice to the card's details; someone else's card or an unknown token is a 404/400. */
export async function resolveCard(db: Db, userUuid: string, choice: CardChoice): Promise<CardDetails> {
  if ('cardId' in choice) {
    const rows = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, choice.cardId), eq(savedCards.userUuid, userUuid)));
    const row = rows[0];
    if (!row) throw notFound('The card');
    return {
      token: row.token,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
    };
  }
  const card = await sandboxGateway(db).describeToken(choice.token);
  if (!card) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The card token is not known to the payment service.', {
      field: 'body.payment.token',
    });
  }
  if (choice.save) await saveCard(db, userUuid, card);
  return card;
}
