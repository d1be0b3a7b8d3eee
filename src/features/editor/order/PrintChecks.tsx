import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CheckDesignAnswer, DesignFindingAnswer } from '../../../../contract/api/print-checks';
import { fixHref } from '../fix-target';
import { listedFindings, needsYes } from './print-check-list';
import { findingText } from './refusal';

/**
 * The order step's print checks (issue 53): each finding on its page with "Fix" (the editor at that
 * page and frame) and, for warnings, one "Order anyway" that adds the design as it is, the yes
 * recorded with the revision checked. A design changed since its check is checked again first.
 */
export function PrintChecks({
  printId,
  check,
  failed,
  changed,
  busy,
  onCheckAgain,
  onOrderAnyway,
}: {
  printId: string;
  check: CheckDesignAnswer | null;
  failed: boolean;
  changed: boolean;
  busy: boolean;
  onCheckAgain: () => void;
  onOrderAnyway: () => void;
}) {
  const { t, i18n } = useTranslation('order-checks');
  const { t: te } = useTranslation('editor');
  if (changed) {
    return (
      <section className="print-checks" role="alert" aria-labelledby="print-checks-title">
        <h3 id="print-checks-title">{t('title')}</h3>
        <p>{t('changed')}</p>
        <button type="button" className="button secondary" onClick={onCheckAgain}>
          {t('checkAgain')}
        </button>
      </section>
    );
  }
  if (failed) {
    return (
      <section className="print-checks" aria-labelledby="print-checks-title">
        <h3 id="print-checks-title">{t('title')}</h3>
        <p role="alert">{t('failed')}</p>
        <button type="button" className="button secondary" onClick={onCheckAgain}>
          {t('checkAgain')}
        </button>
      </section>
    );
  }
  if (!check) return <p role="status">{t('checking')}</p>;
  const listed = listedFindings(check.findings);
  if (listed.length === 0) return <p className="print-checks-ok">{t('allGood')}</p>;
  const where = (f: DesignFindingAnswer) =>
    f.page === 'cover' ? t('cover') : f.page === null ? t('design') : t('page', { page: f.page + 1 });
  const text = (f: DesignFindingAnswer) =>
    f.code === 'BLANK_PAGES'
      ? t('blankPages', { count: f.values.count ?? 1, page: f.values.page ?? 1 })
      : findingText(te, f, i18n.language);
  return (
    <section className="print-checks" aria-labelledby="print-checks-title">
      <h3 id="print-checks-title">{t('title')}</h3>
      <p>{t('intro')}</p>
      <ul>
        {listed.map((f) => (
          <li key={`${f.code}-${f.pageId}-${f.frame}`} className={`print-check ${f.severity}`}>
            <span className="print-check-where">{where(f)}</span>
            <span className="print-check-text">{text(f)}</span>
            <Link
              href={fixHref(printId, f.pageId, f.frame)}
              className="button secondary print-check-fix"
              aria-label={t('fixLabel', { where: where(f) })}
            >
              {t('fix')}
            </Link>
          </li>
        ))}
      </ul>
      {needsYes(check.findings) && (
        <>
          <p className="print-checks-hint">{t('orderAnywayHint')}</p>
          <button
            type="button"
            className="button full"
            disabled={busy}
            aria-busy={busy}
            onClick={onOrderAnyway}
          >
            {t('orderAnyway')}
          </button>
        </>
      )}
    </section>
  );
}
