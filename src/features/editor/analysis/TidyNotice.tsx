import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { acceptTidy, dismissTidy } from './tidy';
import { useEditorSession } from '../state/editor-context';

/**
 * The draft analysis's tidy-up, offered in a strip under the spread (it pushes nothing on screen):
 * the pages move only when the customer says so, never while they look at them.
 */
export function TidyNotice() {
  const { t } = useTranslation('draft');
  const session = useEditorSession();
  const { tidy } = useSnapshot(session.ui);
  if (!tidy) return null;
  return (
    <section className="tutorial-strip tidy-strip" aria-labelledby="tidy-title">
      <div>
        <h2 id="tidy-title">{t('tidy.title')}</h2>
        <p>{t('tidy.text', { count: tidy.out })}</p>
      </div>
      <div className="tidy-actions">
        <button type="button" className="button small" onClick={() => acceptTidy(session)}>
          {t('tidy.apply')}
        </button>
        <button type="button" className="button small ghost-light" onClick={() => dismissTidy(session)}>
          {t('tidy.keep')}
        </button>
      </div>
    </section>
  );
}
