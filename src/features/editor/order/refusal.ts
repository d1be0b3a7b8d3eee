import type { TFunction } from 'i18next';
import { localNumbers } from '../../../ui/format';

/** One of the server's findings, as a 422 lists them (server/print/orderability.ts). */
export interface ServerFinding {
  code: string;
  message: string;
  values?: Record<string, number>;
  /** For photo findings: the document's photo id. */
  photoId?: string | null;
}

export interface Refusal {
  message: string;
  findings: ServerFinding[];
}

/** The server's refusal in an error answer (`{error: {message, findings}}`), or null for any other failure. */
export function refusalOf(body: unknown): Refusal | null {
  const error = (body as { error?: { message?: unknown; findings?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string') return null;
  const findings = Array.isArray(error.findings)
    ? (error.findings as ServerFinding[]).filter(
        (f) => typeof f?.code === 'string' && typeof f.message === 'string',
      )
    : [];
  return { message: error.message, findings };
}

/** The printChecks key for each finding the app can word in the user's language. */
const KEYS: Record<string, string> = {
  PAGE_COUNT: 'printChecks.pageCount',
  DPI_TOO_LOW: 'printChecks.dpiTooLow',
  LOW_DPI: 'printChecks.lowDpi',
  TEXT_OUTSIDE_SAFE_AREA: 'printChecks.textOutsideSafeArea',
  EMPTY_FRAME: 'printChecks.emptyFrame',
  FACE_CUT: 'printChecks.faceCut',
  PHOTO_NOT_UPLOADED: 'printChecks.photoNotUploaded',
  NO_PRINTS: 'printChecks.noPrints',
};

/**
 * A print check in the customer's language (`locale`, i18n.language), its numbers (dpi, mm, pages)
 * written as that language writes them: "3,5 mm" in German, never "3.5 mm".
 */
export function checkText(
  t: TFunction<'editor'>,
  key: string,
  values: Record<string, number> | undefined,
  locale: string,
): string {
  return t(key as 'printChecks.emptyFrame', localNumbers(values ?? {}, locale));
}

/** A finding in the user's language; the server's own words for one the app does not know. */
export function findingText(t: TFunction<'editor'>, finding: ServerFinding, locale: string): string {
  const key = KEYS[finding.code];
  return key ? checkText(t, key, finding.values, locale) : finding.message;
}

/**
 * The lines under "cannot be ordered yet": `photoFailed` alone when a photo the step waited for
 * failed on the server, else each finding in the app's words, else the server's own message.
 */
export function refusalLines(
  refusal: Refusal,
  photoFailed: string | null,
  finding: (f: ServerFinding) => string,
): string[] {
  if (photoFailed !== null) return [photoFailed];
  return refusal.findings.length > 0 ? refusal.findings.map(finding) : [refusal.message];
}
