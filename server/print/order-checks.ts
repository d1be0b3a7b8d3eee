// The order step's print checks (issue 53): every finding of a design as the basket will judge it
// (orderability.ts, the one source of truth), plus the blank pages a customer should hear of before
// paying for them.
import type { BookDocument } from '../../render-core';
import type { Db } from '../db/client';
import type { PrintRow } from './schema';
import { catalogSpec, type DesignFinding, designFindings } from './orderability';

/** Inner pages with nothing on them (no frame, or only empty text), as one warning. */
export function blankPageFindings(doc: BookDocument): DesignFinding[] {
  if (doc.kind !== 'book') return [];
  const blank = doc.pages.flatMap((p, i) =>
    p.frames.every((f) => f.kind === 'text' && f.text.trim() === '') ? [i] : [],
  );
  if (blank.length === 0) return [];
  const first = blank[0]!;
  return [
    {
      code: 'BLANK_PAGES',
      severity: 'warning',
      message:
        blank.length === 1
          ? `Page ${first + 1} is blank and will print as an empty page.`
          : `${blank.length} pages are blank (the first is page ${first + 1}) and will print as empty pages.`,
      page: first,
      pageId: doc.pages[first]!.id,
      frame: null,
      photoId: null,
      values: { count: blank.length, page: first + 1 },
    },
  ];
}

/** The findings for `print` made as `productCode` (the order step and the basket's add). */
export async function orderStepFindings(
  db: Db,
  print: Pick<PrintRow, 'ownerUuid' | 'document'>,
  productCode: string,
): Promise<DesignFinding[]> {
  const spec = await catalogSpec(db, productCode);
  if (!spec) return [];
  const { active: _active, ...product } = spec;
  const doc = { ...print.document, product };
  return [...(await designFindings(db, print.ownerUuid, doc, product)), ...blankPageFindings(doc)];
}
