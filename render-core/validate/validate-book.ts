import { placementDpi, placePhoto } from '../model/crop';
import { boxInside } from '../model/geometry';
import type { BookDocument } from '../model/document';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import { countedPages } from '../model/product';
import { pageCountAllowed } from '../layout/page-count';

export type FindingCode = 'LOW_DPI' | 'DPI_TOO_LOW' | 'TEXT_OUTSIDE_SAFE_AREA' | 'EMPTY_FRAME' | 'PAGE_COUNT';

export interface Finding {
  code: FindingCode;
  /** 'cover', an inner page index (0-based), or null for the whole document. */
  page: 'cover' | number | null;
  pageId: string | null;
  frame: string | null;
  /** Blocking findings stop the order; warnings only inform. */
  severity: 'warning' | 'blocking';
  /** An i18next key in the `printChecks` namespace; `values` fills its placeholders. */
  messageKey: string;
  values: Record<string, number>;
}

function checkPage(
  doc: BookDocument,
  photos: ReadonlyMap<string, PhotoRef>,
  page: Page,
  where: 'cover' | number,
  out: Finding[],
) {
  const { trim, safeMargin, minDpi, recommendedDpi } = doc.product;
  const safe = {
    x: safeMargin,
    y: safeMargin,
    width: trim.width - 2 * safeMargin,
    height: trim.height - 2 * safeMargin,
  };
  const at = { page: where, pageId: page.id };
  for (const frame of page.frames) {
    if (frame.kind === 'text') {
      if (frame.text.trim() !== '' && !boxInside(frame.box, safe)) {
        out.push({
          ...at,
          code: 'TEXT_OUTSIDE_SAFE_AREA',
          frame: frame.id,
          severity: 'warning',
          messageKey: 'printChecks.textOutsideSafeArea',
          values: { safeMargin },
        });
      }
      continue;
    }
    const photo = frame.photoId === null ? undefined : photos.get(frame.photoId);
    if (!photo) {
      out.push({
        ...at,
        code: 'EMPTY_FRAME',
        frame: frame.id,
        // A book may keep an empty frame; a print without its photo would be a blank sheet, paid for.
        severity: doc.kind === 'print' ? 'blocking' : 'warning',
        messageKey: 'printChecks.emptyFrame',
        values: {},
      });
      continue;
    }
    const dpi = Math.floor(placementDpi(placePhoto(photo, frame.box, frame.crop)));
    if (dpi < minDpi) {
      out.push({
        ...at,
        code: 'DPI_TOO_LOW',
        frame: frame.id,
        severity: 'blocking',
        messageKey: 'printChecks.dpiTooLow',
        values: { dpi, minDpi },
      });
    } else if (dpi < recommendedDpi) {
      out.push({
        ...at,
        code: 'LOW_DPI',
        frame: frame.id,
        severity: 'warning',
        messageKey: 'printChecks.lowDpi',
        values: { dpi, recommendedDpi },
      });
    }
  }
}

/** Every print check over a document: resolution, safe area, empty frames and page count. */
export function validateBook(doc: BookDocument): Finding[] {
  const findings: Finding[] = [];
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  if (doc.cover) checkPage(doc, photos, doc.cover, 'cover', findings);
  for (const [i, page] of doc.pages.entries()) checkPage(doc, photos, page, i, findings);
  const count = countedPages(doc.kind, doc.pages.length);
  if (!pageCountAllowed(count, doc.product.pages)) {
    const { min, max, step } = doc.product.pages;
    findings.push({
      code: 'PAGE_COUNT',
      page: null,
      pageId: null,
      frame: null,
      severity: 'blocking',
      messageKey: 'printChecks.pageCount',
      values: { count, min, max, step },
    });
  }
  return findings;
}

export const isPrintable = (findings: readonly Finding[]) => findings.every((f) => f.severity !== 'blocking');
