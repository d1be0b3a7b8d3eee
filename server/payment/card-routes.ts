import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams } from '../http/validate';
import { cardParams, saveCardBody } from '../../contract/api/orders';
import { listCards, savedCardJson, saveCard } from './cards';
import { sandboxGateway } from './sandbox';
import { savedCards } from './schema';

const MAX_CARDS = 10;

/** /webapp/api/account/credit-cards: the saved cards of the signed-in user (tokens, never numbers). */
export const creditCardRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    const rows = await listCards(c.var.db, user.uuid);
    return c.json({ cards: rows.map(savedCardJson) }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/', async (c) => {
    const user = await requireUser(c);
    const { token } = await readJson(c, saveCardBody);
    const card = await sandboxGateway(c.var.db).describeToken(token);
    if (!card) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The card token is not known to the payment service.', {
        field: 'body.token',
      });
    }
    if ((await listCards(c.var.db, user.uuid)).length >= MAX_CARDS) {
      throw new ApiError(400, 'BAD_REQUEST', `You can save at most ${MAX_CARDS} cards.`);
    }
    return c.json({ card: savedCardJson(await saveCard(c.var.db, user.uuid, card)) }, 201);
  })
  .delete('/:id', async (c) => {
    const user = await requireUser(c);
    const { id } = readParams(c, cardParams);
    const [gone] = await c.var.db
      .delete(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.userUuid, user.uuid)))
      .returning();
    if (!gone) throw notFound('The card');
    return c.json({ deleted: true });
  });
