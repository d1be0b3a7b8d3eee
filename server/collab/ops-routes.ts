import { Hono } from 'hono';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { MAX_BATCH_BYTES, opsBody, opsSinceQuery } from '../../contract/api/collab';
import { type CollabOp, collabOpsSchema } from '../../render-core';
import { requireUser } from '../auth/current-user';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readJson, readQuery } from '../http/validate';
import { catalogSpecIn } from '../print/orderability';
import { checkedDesign } from '../print/routes';
import { prints, type PrintRow } from '../print/schema';
import { requireAccess } from './access';
import { designBound, overBound } from './design-bound';
import { batchSeenBy } from './authors';
import { judgeOps } from './judge';
import { limitBatch, limitBeforeBatch } from './limits';
import { contributorRefusal } from './library';
import { batchesSince, commitBatch, type Computed, opLogKeep } from './oplog';

/** A batch the server will not apply; thrown inside the transaction, so nothing is written. */
class BatchRefused extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
    readonly findings: unknown[] = [],
  ) {
    super(reason);
  }
}
const refused = (code: string, reason: string, findings?: unknown[]) =>
  new BatchRefused(code, reason, findings);

/** 422 `{accepted: false, code, reason}`, with the API's usual `error` beside it for generic clients. */
function refusal(c: Context<AppEnv>, r: BatchRefused) {
  const error = { code: 'OP_REFUSED' as const, message: r.reason, findings: r.findings };
  return c.json({ accepted: false as const, code: r.code, reason: r.reason, error }, 422);
}

function parseOps(raw: unknown[]): CollabOp[] {
  if (JSON.stringify(raw).length > MAX_BATCH_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `A batch of ops is at most ${MAX_BATCH_BYTES / 1024} KB.`);
  }
  const parsed = collabOpsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `body.ops.${issue.path.join('.')}` : 'body.ops';
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${where}: ${issue?.message ?? 'not an op'}`, {
      field: where,
    });
  }
  return parsed.data;
}

/**
 * The batch applied to the design as it is now (locked), judged as a save is: every op applies
 * or names a record that is gone, the product stays, and the page count is one the product
 * takes (checkedDesign, as POST /print/update).
 */
async function computeBatch(
  c: Context<AppEnv>,
  tx: Db,
  current: PrintRow,
  ops: CollabOp[],
): Promise<Computed> {
  const judged = judgeOps(current.document, ops);
  if (!judged.ok) throw refused('INVALID_OP', judged.reason);
  if (judged.document.product.code !== current.productCode) {
    throw refused(
      'PRODUCT_CHANGE',
      'Changing the product is a save of the whole design (POST /print/update).',
    );
  }
  // Inside commitBatch's transaction: read on its handle (a kept spec needs no read).
  const spec = await catalogSpecIn(c.var.db, tx, current.productCode);
  if (!spec) throw refused('PRODUCT_GONE', `The product ${current.productCode} is no longer in the catalog.`);
  try {
    const { trusted } = checkedDesign(spec, judged.document);
    const tooLarge = overBound(current.document, trusted, designBound(c.var.config));
    if (tooLarge) throw refused('DESIGN_TOO_LARGE', tooLarge);
    // Logged and sent to every member: the ops the design took (each whole to its schema, no
    // unknown key: render-core/collab/check.ts), never a skipped one.
    return { document: trusted, ops: judged.applied, skipped: judged.skipped };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw refused(
      error.code === 'INVALID_DESIGN' ? 'PAGE_COUNT' : 'INVALID_DESIGN',
      error.message,
      error.extra.findings,
    );
  }
}

/** The op log of a design: send a batch, read the batches after a revision. */
export const opsRoutes = new Hono<AppEnv>()
  .post('/ops', async (c) => {
    const user = await requireUser(c);
    limitBeforeBatch(c, user.uuid); // fair shares (limits.ts): 429 before the body is read
    const body = await readJson(c, opsBody);
    limitBatch(c, user.uuid, body.clientId, body.ops); // fair shares: 413 past the batch size, 429 past a share
    const access = await requireAccess(c.var.db, user.uuid, body.printId, 'contribute');
    const ops = parseOps(body.ops);
    // A contributor adds photos to the design's library and nothing else.
    const refusedContribution = access === 'contribute' ? contributorRefusal(ops) : null;
    if (refusedContribution) throw new ApiError(403, 'FORBIDDEN', refusedContribution);
    const meta = {
      printId: body.printId,
      userUuid: user.uuid,
      clientId: body.clientId,
      batchId: body.batchId,
      baseSeq: body.base ?? null, // issue 54: made away (offline) on this revision
    };
    let committed: Awaited<ReturnType<typeof commitBatch>>;
    try {
      const keep = opLogKeep(c.var.config);
      committed = await commitBatch(
        c.var.database,
        keep,
        meta,
        (current, tx) => computeBatch(c, tx, current, ops),
        undefined,
        ops,
      );
    } catch (error) {
      if (error instanceof BatchRefused) return refusal(c, error);
      throw error;
    }
    if (!committed) throw new ApiError(404, 'NOT_FOUND', 'The print was not found.');
    return c.json({ accepted: true as const, seq: committed.batch.seq, skipped: committed.skipped });
  })
  .get('/ops', async (c) => {
    const user = await requireUser(c);
    const { printId, since } = readQuery(c, opsSinceQuery);
    await requireAccess(c.var.db, user.uuid, printId, 'view');
    const [print] = await c.var.db
      .select({ revision: prints.revision })
      .from(prints)
      .where(eq(prints.id, printId));
    const batches = await batchesSince(c.var.db, printId, since, print!.revision);
    return c.json(
      { batches: batches.map((b) => batchSeenBy(user.uuid, b)), revision: print!.revision },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
