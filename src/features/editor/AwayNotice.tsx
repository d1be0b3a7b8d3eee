import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useEditorSession } from './state/editor-context';

/**
 * An edit made away (offline) that met someone else's change (issue 54), on both sides: "Ann
 * changed this while you were away" on the device that was away, "Bob changed this while offline,
 * replacing your newer change" on the other's; each keeps one of the two with a tap.
 */
export function AwayNotice() {
  const { t } = useTranslation('collab-live');
  const session = useEditorSession();
  const { collab } = useSnapshot(session.ui);
  const latest = collab.away.at(-1);
  if (!latest) return null;
  const name = latest.byName;
  const words = name ? t(`away.${latest.side}`, { name }) : t(`away.${latest.side}Someone`);
  return (
    <section className="editor-notice live-lost live-away" role="status" aria-labelledby="live-away-text">
      <p id="live-away-text">{words}</p>
      <div className="live-lost-actions">
        <button type="button" className="button small" onClick={() => session.settleLive(latest.id, 'mine')}>
          {t('away.keepMine')}
        </button>
        <button
          type="button"
          className="button small secondary"
          onClick={() => session.settleLive(latest.id, 'theirs')}
        >
          {name ? t('away.keepTheirs', { name }) : t('away.keepTheirsSomeone')}
        </button>
      </div>
    </section>
  );
}
