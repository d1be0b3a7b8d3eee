import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentSelector, useEditorSession } from '../state/editor-context';
import { headRow, initials, peopleOf, placeKey, placeOf, safeColour, textOn } from './presence-view';
import { usePresence } from './use-presence';
import './presence.css';

/** How long a shared design's first connection may take before the bar says it is reconnecting. */
export const FIRST_CONNECT_GRACE_MS = 3000;

/**
 * Whether to say "reconnecting": at once when a link that was up goes down, but only after a grace
 * period before the first connection, which every opening makes (it flashed on each opening).
 */
function useReconnecting(down: boolean, connected: boolean): boolean {
  const wasUp = useRef(false);
  if (connected) wasUp.current = true;
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!down || wasUp.current) return;
    const timer = setTimeout(() => setLate(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [down]);
  return down && (wasUp.current || late);
}

/**
 * The others in the design, in the editor's bar: up to three avatars (initials on each person's
 * colour) and "+N"; a tap on one shows the page that person is on. While the live link is down a
 * dot says it is reconnecting. Nothing at all when the design is not shared and nobody is here.
 */
export function PresenceRow() {
  const { t } = useTranslation('editor-shell');
  const session = useEditorSession();
  const { live, connected, revoked, presence } = usePresence();
  const reconnecting = useReconnecting(live && !connected && !revoked, connected);
  const { shown, more } = headRow(peopleOf(presence));
  // The document only names the others' pages: with nobody shown, an edit does not render the row.
  const doc = useDocumentSelector((d) => (shown.length > 0 ? d : null));
  return (
    <>
      {(shown.length > 0 || reconnecting) && (
        // How many 28 px places the row takes: a phone's save state keeps exactly that much room.
        <div className="presence-row" data-slots={shown.length + (more > 0 ? 1 : 0) + (reconnecting ? 1 : 0)}>
          {reconnecting && (
            <span className="presence-reconnecting" aria-hidden="true" title={t('presence.reconnecting')}>
              <span className="presence-dot" />
              <span className="presence-reconnecting-text">{t('presence.reconnecting')}</span>
            </span>
          )}
          {shown.length > 0 && (
            <ul className="presence-people" aria-label={t('presence.label')}>
              {shown.map((p) => {
                const place = doc ? placeOf(doc, p.pageId) : ({ kind: 'book' } as const);
                const where = t(placeKey(doc?.kind ?? 'book', place), {
                  name: p.name,
                  n: place.kind === 'page' ? place.n : 0,
                });
                const colour = safeColour(p.colour);
                return (
                  <li key={p.userId}>
                    <button
                      type="button"
                      className="presence-avatar"
                      style={{ background: colour, color: textOn(colour) }}
                      aria-label={where}
                      title={where}
                      // Still focusable and named when nowhere known: it says who is here.
                      aria-disabled={place.kind === 'book' || undefined}
                      onClick={() => place.kind !== 'book' && session.showPage(place.pageId)}
                    >
                      <span aria-hidden="true">{initials(p.name)}</span>
                    </button>
                  </li>
                );
              })}
              {more > 0 && (
                <li className="presence-more">
                  <span aria-hidden="true">+{more}</span>
                  <span className="visually-hidden">{t('presence.more', { count: more })}</span>
                </li>
              )}
            </ul>
          )}
        </div>
      )}
      {/* Always in the page, so a screen reader hears the words when they appear. */}
      <span className="visually-hidden" aria-live="polite">
        {reconnecting ? t('presence.reconnecting') : ''}
      </span>
    </>
  );
}
