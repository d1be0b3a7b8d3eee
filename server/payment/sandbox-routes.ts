import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams } from '../http/validate';
import { sandboxCardBody, sandboxRefParams } from '../../contract/api/payment';
import { notifySettlement } from './gateway';
import { outcomeOf, sandboxGateway } from './sandbox';
import { challengePage, closedPage, walletPage } from './sandbox-pages';
import { sandboxCards } from './schema';
import { checkCard } from './test-cards';

const cardBody = sandboxCardBody;
const refParam = sandboxRefParams;

const PROBLEMS = {
  number: 'The card number is not valid.',
  expiry: 'The card has expired or the expiry date is not valid.',
  cvc: 'The security code must be 3 or 4 digits.',
} as const;

/**
 * /webapp/api/payment/sandbox: the sandbox gateway's public face. The card form posts the number
 * here (as it would to a real gateway's tokeniser), and customers visit its challenge and wallet pages.
 */
export const sandboxRoutes = new Hono<AppEnv>()
  .post('/tokens', async (c) => {
    const card = await readJson(c, cardBody);
    const problem = checkCard(card, new Date());
    if (problem) {
      throw new ApiError(400, 'VALIDATION_FAILED', PROBLEMS[problem], {
        field: `body.${problem === 'expiry' ? 'expMonth' : problem}`,
        details: { reason: problem },
      });
    }
    return c.json({ card: await sandboxGateway(c.var.db).tokenize(card) }, 201);
  })
  .get('/:page{challenge|wallet}/:ref', async (c) => {
    const { ref } = readParams(c, refParam);
    const gateway = sandboxGateway(c.var.db);
    const charge = await gateway.charge(ref);
    if (!charge) throw notFound('The payment');
    if (charge.status !== 'requires_action') return c.html(closedPage());
    if (charge.kind === 'wallet') return c.html(walletPage(ref, charge.amountMinor, charge.currency));
    const card = charge.token
      ? (await c.var.db.select().from(sandboxCards).where(eq(sandboxCards.token, charge.token)))[0]
      : undefined;
    return c.html(challengePage(ref, charge.amountMinor, charge.currency, card?.last4 ?? null));
  })
  .post('/:page{challenge|wallet}/:ref/:answer{approve|deny}', async (c) => {
    const { ref } = readParams(c, refParam);
    const gateway = sandboxGateway(c.var.db);
    const before = await gateway.charge(ref);
    if (!before) throw notFound('The payment');
    const charge = await gateway.resolve(ref, c.req.param('answer') === 'approve');
    if (before.status === 'requires_action' && charge) {
      await notifySettlement({ database: c.var.database, config: c.var.config }, ref, outcomeOf(charge));
    }
    return c.redirect(before.returnUrl, 303);
  });
