import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { AwayNotice } from './AwayNotice';
import { mayEdit } from './state/session-live';
import { useEditorSession } from './state/editor-context';

/**
 * What a shared design must tell the customer (issue 27): an edit of theirs that someone else's
 * later edit replaced, with Undo (it puts theirs back, as a new edit); access removed; and that a
 * viewer, a copier or a contributor looks at the pages without changing them.
 */
export function LiveNotices() {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const { collab } = useSnapshot(session.ui);
  if (!collab.live) return null;
  const latest = collab.lost.at(-1);
  return (
    <>
      {collab.revoked ? (
        <section className="editor-notice live-revoked" role="alert">
          <p>{t('live.revoked')}</p>
          <Link href="/account/my-designs" className="button small secondary">
            {t('live.myDesigns')}
          </Link>
        </section>
      ) : (
        !mayEdit(session.ui) && (
          <p className="editor-notice compact live-read-only" role="status">
            {t(`live.readOnly.${collab.access}`, { defaultValue: t('live.readOnly.view') })}
          </p>
        )
      )}
      <AwayNotice />
      {latest && (
        <section className="editor-notice live-lost" role="status" aria-labelledby="live-lost-text">
          <p id="live-lost-text">
            {latest.byName
              ? t(`live.lost.${latest.what}`, { name: latest.byName })
              : t(`live.lost.${latest.what}Someone`)}
          </p>
          <div className="live-lost-actions">
            <button
              type="button"
              className="button small"
              onClick={() => session.settleLive(latest.id, 'mine')}
            >
              {t('live.lost.undo')}
            </button>
            <button
              type="button"
              className="button small secondary"
              onClick={() => session.settleLive(latest.id, 'theirs')}
            >
              {t('live.lost.ok')}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
