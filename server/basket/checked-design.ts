// Issue 53, "nothing empty goes to print without the customer's yes": the order step checks a
// design at a revision; the basket keeps that revision and any "order anyway", and checkout pays
// for exactly that revision or refuses (409) a design changed since.
import { and, eq, inArray } from 'drizzle-orm';
import type { BookDocument } from '../../render-core';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import type { DesignFinding } from '../print/orderability';
import { type PrintRow, prints } from '../print/schema';
import { type AcceptedFindings, basketItems } from './schema';

/** What an add to the basket says about the check it follows (POST /basket/item, PATCH /basket/item). */
export interface CheckClaim {
  checkedRevision?: number | undefined;
  orderAnyway?: boolean | undefined;
}

const named = (title: string) => (title.trim() === '' ? 'This design' : `“${title}”`);

/** The 409 for a design whose revision is not the one its check (or the basket) saw. */
export function designChanged(print: Pick<PrintRow, 'id' | 'title' | 'revision'>, checked: number) {
  return new ApiError(
    409,
    'CONFLICT',
    `${named(print.title)} changed since its print check (revision ${checked}, now ${print.revision}). Check it again before ordering it.`,
    {
      details: {
        reason: 'design_changed',
        printId: print.id,
        checkedRevision: checked,
        revision: print.revision,
      },
    },
  );
}

/**
 * What the basket line records for this add: the revision checked (the one the order step saw, or
 * the current one when the caller ran no check of its own) and the warnings said yes to. A check of
 * an older revision is a 409; warnings of empty frames need an explicit "order anyway" (a 422
 * NEEDS_YES listing them) from a caller that checked.
 */
export function recordedCheck(
  print: Pick<PrintRow, 'id' | 'title' | 'revision'>,
  warnings: readonly DesignFinding[],
  claim: CheckClaim,
  now = new Date(),
): { checkedRevision: number; acceptedFindings: AcceptedFindings | null } {
  if (claim.checkedRevision !== undefined && claim.checkedRevision !== print.revision) {
    throw designChanged(print, claim.checkedRevision);
  }
  const codes = [...new Set(warnings.map((w) => w.code))];
  const empty = warnings.filter((w) => w.code === 'EMPTY_FRAME' || w.code === 'BLANK_PAGES');
  if (claim.checkedRevision !== undefined && empty.length > 0 && !claim.orderAnyway) {
    throw new ApiError(
      422,
      'NOT_ORDERABLE',
      `${named(print.title)} has empty pages or frames: fix them, or say "order anyway" (orderAnyway: true).`,
      { details: { reason: 'needs_yes' }, findings: empty },
    );
  }
  const acceptedFindings =
    claim.orderAnyway && codes.length > 0 ? { revision: print.revision, codes, at: now.toISOString() } : null;
  return { checkedRevision: print.revision, acceptedFindings };
}

export interface CheckedDocument {
  document: BookDocument;
  revision: number;
  acceptedFindings: AcceptedFindings | null;
}

/**
 * Each basket line's design as checked, read inside the order's transaction: a line whose design
 * has a newer revision than its check is a 409 (nothing is ordered), so the order keeps exactly the
 * revision the customer was shown the checks of. Lines from before checks were kept pass as they are.
 */
export async function checkedDocuments(
  tx: Db,
  userUuid: string,
  items: readonly { id: string; printId: string }[],
): Promise<Map<string, CheckedDocument>> {
  const lines = await tx
    .select({ item: basketItems, print: prints })
    .from(basketItems)
    .innerJoin(prints, eq(basketItems.printId, prints.id))
    .where(
      and(
        eq(basketItems.userUuid, userUuid),
        inArray(
          basketItems.id,
          items.map((i) => i.id),
        ),
      ),
    );
  const out = new Map<string, CheckedDocument>();
  for (const { item, print } of lines) {
    if (item.checkedRevision !== null && item.checkedRevision !== print.revision) {
      throw designChanged(print, item.checkedRevision);
    }
    out.set(item.id, {
      document: print.document,
      revision: print.revision,
      acceptedFindings: item.acceptedFindings ?? null,
    });
  }
  return out;
}
