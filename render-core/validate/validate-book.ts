import { type CropPlacement, placementDpi, placePhoto } from '../model/crop';
import { boxInside } from '../model/geometry';
import type { BookDocument } from '../model/document';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import { countedPages } from '../model/product';
import { pageCountAllowed } from '../layout/page-count';

export type FindingCode =
  | 'LOW_DPI'
  | 'DPI_TOO_LOW'
  | 'TEXT_OUTSIDE_SAFE_AREA'
  | 'EMPTY_FRAME'
  | 'FACE_CUT'
  | 'PAGE_COUNT';

/**
 * A face counts as cut when its frame shows some of it but less than this share: a face wholly
 * outside the frame was left out on purpose (a stranger at the edge), one cut by a sliver is fine.
 */
export const FACE_SHOWN_WHOLE = 0.9;
const FACE_SHOWN_AT_ALL = 0.05;

/** The share of each face on `photo` that `placement` shows (rotation aside: its box before turning). */
export function facesShown(
  photo: Pick<PhotoRef, 'width' | 'height' | 'faces'>,
  placement: CropPlacement,
): number[] {
  const { x, y, width, height } = placement.source;
  return (photo.faces ?? []).map((face) => {
    const fx = face.x * photo.width;
    const fy = face.y * photo.height;
    const fw = face.width * photo.width;
    const fh = face.height * photo.height;
    const overlapX = Math.max(0, Math.min(fx + fw, x + width) - Math.max(fx, x));
    const overlapY = Math.max(0, Math.min(fy + fh, y + height) - Math.max(fy, y));
    return fw * fh > 0 ? (overlapX * overlapY) / (fw * fh) : 1;
  });
}

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
    const placement = placePhoto(photo, frame.box, frame.crop);
    if (facesShown(photo, placement).some((s) => s > FACE_SHOWN_AT_ALL && s < FACE_SHOWN_WHOLE)) {
      out.push({
        ...at,
        code: 'FACE_CUT',
        frame: frame.id,
        severity: 'warning',
        messageKey: 'printChecks.faceCut',
        values: {},
      });
    }
    const dpi = Math.floor(placementDpi(placement));
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

/** Every print check over a document: resolution, safe area, empty frames, cut faces and page count. */
export function validateBook(doc: BookDocument): Finding[] {
  const findings: Finding[] = [];
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  if (doc.cover) checkPage(doc, photos, doc.cover, 'cover', findings);
  // The back cover prints on the cover sheet: its findings are the cover's.
  if (doc.backCover) checkPage(doc, photos, doc.backCover, 'cover', findings);
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
