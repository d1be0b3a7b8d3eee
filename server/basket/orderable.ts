import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { blockingOf, catalogSpec, type DesignFinding, designFindings } from '../print/orderability';
import { type PrintRow, prints } from '../print/schema';

/** The findings for a print made as `productCode` (a basket line): its product's rules, its photos. */
export async function lineFindings(db: Db, print: PrintRow, productCode: string): Promise<DesignFinding[]> {
  const spec = await catalogSpec(db, productCode);
  if (!spec) return [];
  const { active: _active, ...product } = spec;
  return designFindings(db, print.ownerUuid, print.document, product);
}

/**
 * Orderability, decided by the server on basket add and purchase: no blocking print finding (page
 * count, resolution, an empty set of prints) and every placed photo uploaded. Anything else is a
 * 422 NOT_ORDERABLE listing the findings, each naming its print.
 */
export async function assertLinesOrderable(
  db: Db,
  ownerUuid: string,
  lines: readonly { printId: string; productCode: string; itemId?: string }[],
) {
  if (lines.length === 0) return;
  const rows = await db
    .select()
    .from(prints)
    .where(
      and(eq(prints.ownerUuid, ownerUuid), inArray(prints.id, [...new Set(lines.map((l) => l.printId))])),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: (DesignFinding & { printId: string; title: string; itemId: string | null })[] = [];
  for (const line of lines) {
    const print = byId.get(line.printId);
    if (!print) continue;
    for (const f of blockingOf(await lineFindings(db, print, line.productCode))) {
      problems.push({ ...f, printId: print.id, title: print.title, itemId: line.itemId ?? null });
    }
  }
  if (problems.length === 0) return;
  const first = problems[0]!;
  const more =
    problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  const name = first.title.trim() === '' ? 'This design' : `“${first.title}”`;
  throw new ApiError(422, 'NOT_ORDERABLE', `${name} cannot be ordered yet: ${first.message}${more}`, {
    findings: problems,
  });
}
