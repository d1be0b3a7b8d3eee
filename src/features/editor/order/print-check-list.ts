import type { DesignFindingAnswer } from '../../../../contract/api/print-checks';

/**
 * The findings the order step lists, cover first then page by page: every one but photos still on
 * their way to the server, which "Add to basket" waits for by itself (use-photo-wait.ts).
 */
export function listedFindings(findings: readonly DesignFindingAnswer[]): DesignFindingAnswer[] {
  const rank = (f: DesignFindingAnswer) => (f.page === 'cover' ? -1 : (f.page ?? Number.MAX_SAFE_INTEGER));
  return findings
    .filter((f) => f.code !== 'PHOTO_NOT_UPLOADED')
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => f);
}

/** Whether ordering needs the customer's explicit "order anyway": a warning they have been shown. */
export const needsYes = (findings: readonly DesignFindingAnswer[]) =>
  listedFindings(findings).some((f) => f.severity === 'warning');
