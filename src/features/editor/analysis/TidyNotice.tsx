import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { editorState } from '../state/editor-store';
import { acceptTidy, dismissTidy } from './tidy';

/**
 * The draft analysis's tidy-up, offered in a strip under the spread (it pushes nothing on screen):
 * the pages move only when the customer says so, never while they look at them.
 */
export function TidyNotice() {
  const { t } = useTranslation('draft');
  const { tidy } = useSnapshot(editorState);
  if (!tidy) return null;
  return (
    <section className="tutorial-strip tidy-strip" aria-labelledby="tidy-title">
      <div>
        <h2 id="tidy-title">{t('tidy.title')}</h2>
        <p>{t('tidy.text', { count: tidy.out })}</p>
      </div>
      <div className="tidy-actions">
        <button type="button" className="button small" onClick={acceptTidy}>
          {t('tidy.apply')}
        </button>
        <button type="button" className="button small ghost-light" onClick={dismissTidy}>
          {t('tidy.keep')}
        </button>
      </div>
    </section>
  );
}
