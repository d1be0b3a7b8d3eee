import { Hono } from 'hono';
import { checkDesignQuery } from '../../contract/api/print-checks';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { orderStepFindings } from '../print/order-checks';
import { findOwnedPrint } from '../print/prints';

/**
 * /webapp/api/basket/check-design: the order step's print checks of the stored design, at its
 * revision (issue 53). The basket takes the design with that revision only (checked-design.ts).
 */
export const checkDesignRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = await requireUser(c);
  const q = readQuery(c, checkDesignQuery);
  const print = await findOwnedPrint(c.var.db, user.uuid, q.printId);
  const productCode = q.productCode ?? print.productCode;
  const findings = await orderStepFindings(c.var.db, print, productCode);
  return c.json(
    {
      printId: print.id,
      productCode,
      revision: print.revision,
      findings,
      orderable: findings.every((f) => f.severity !== 'blocking'),
    },
    200,
    { 'Cache-Control': 'no-store' },
  );
});
