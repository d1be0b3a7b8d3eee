import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../../render-core';
import type { Presence } from '../../../../contract/api/collab';
import { peopleBySpread, safeColour } from './presence-view';
import { usePresence } from './use-presence';
import './presence.css';

const none: Presence[] = [];

/**
 * Who is on each spread, for the strip: `key` changes only when someone moves to another spread,
 * arrives or leaves, so a renewed presence does not render the thumbnails again.
 */
export function useSpreadPeople(doc: Pick<BookDocument, 'cover' | 'backCover' | 'pages'>) {
  const { presence } = usePresence();
  const bySpread = peopleBySpread(doc, presence);
  const key = [...bySpread]
    .map(([i, people]) => `${i}:${people.map((p) => `${p.userId}=${p.colour}=${p.name}`).join(',')}`)
    .join(';');
  return { key, at: (spread: number) => bySpread.get(spread) ?? none };
}

/**
 * A small dot in each person's colour on the thumbnail of the spread they are on; the words ("Ana
 * is here") are part of the thumbnail's name, after the spread's own.
 */
export function StripPeople({ people }: { people: readonly Presence[] }) {
  const { t } = useTranslation('editor-shell');
  if (people.length === 0) return null;
  return (
    <>
      <span className="strip-people" aria-hidden="true">
        {people.map((p) => (
          <span key={p.userId} className="strip-person" style={{ background: safeColour(p.colour) }} />
        ))}
      </span>
      {/* A space of its own between the spread's name and these words, kept in the button's name. */}{' '}
      <span className="visually-hidden">
        {people.map((p) => t('presence.here', { name: p.name })).join(', ')}
      </span>
    </>
  );
}
