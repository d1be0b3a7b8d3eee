import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Presence } from '../../../../contract/api/collab';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { testI18n } from '../../../i18n/test-i18n';
import { SpreadStrip } from '../SpreadStrip';
import { EditorSessionProvider } from '../state/editor-context';
import { memoryWorld } from '../state/in-memory-deps';
import { EditorSession } from '../state/session';

// The thumbnails' painting (a worker with the print fonts) is not what these tests look at.
vi.mock('../render-client', () => ({
  renderClient: async () => ({
    paint: async () => {
      throw new Error('no painting here');
    },
  }),
}));
vi.mock('../canvas/photo-bitmaps', () => ({ warmThumbnails: () => () => {} }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sessions: EditorSession[] = [];
afterEach(() => {
  cleanup();
  for (const s of sessions.splice(0)) s.dispose();
});

const LATER = '2999-01-01T00:00:00.000Z';
const person = (name: string, pageId: string, colour: string): Presence => ({
  clientId: `${name}-tab`,
  userId: `${name}-id`,
  name,
  colour,
  pageId,
  selection: [],
  expiresAt: LATER,
});

async function openStrip(locale = 'en') {
  const i18n = await testI18n(locale, ['editor', 'editor-canvas', 'editor-shell']);
  const document = sampleBook(30);
  const session = new EditorSession('print-1', memoryWorld().deps);
  sessions.push(session);
  session.start({ document, baseRevision: 1, dirty: false });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <SpreadStrip current={0} onPick={() => {}} photosReady={0} />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  const others = (list: Presence[]) =>
    act(async () => {
      session.ui.collab.presence = list;
    });
  return { document, others };
}

describe('the spread strip’s dots for the others in the design', () => {
  it('adds “Ana is here” to the name of the thumbnail of Ana’s spread, with a dot in her colour', async () => {
    const { document, others } = await openStrip();
    const strip = screen.getByRole('navigation');
    expect(within(strip).queryByRole('button', { name: /is here/ })).toBeNull();
    // Pages 3 and 4 are spread 2 (spread 0 is the cover sheet).
    await others([
      person('Ana', document.pages[3]!.id, '#2a9d8f'),
      person('Ben', document.pages[2]!.id, '#e76f51'),
    ]);
    const thumb = within(strip).getByRole('button', { name: 'Spread 2 Ana is here, Ben is here' });
    const dots = thumb.querySelectorAll<HTMLElement>('.strip-person');
    expect([...dots].map((d) => d.style.background)).toEqual(['rgb(42, 157, 143)', 'rgb(231, 111, 81)']);
    expect(within(strip).getAllByRole('button', { name: /is here/ })).toHaveLength(1);
    // Ana moves to the cover: the dot follows her.
    await others([person('Ana', document.cover!.id, '#2a9d8f')]);
    expect(within(strip).getByRole('button', { name: 'Cover Ana is here' })).toBeTruthy();
    expect(within(strip).getByRole('button', { name: 'Spread 2' })).toBeTruthy();
  });

  it('speaks the customer’s language', async () => {
    const { document, others } = await openStrip('fr-fr');
    await others([person('Ana', document.pages[0]!.id, '#2a9d8f')]);
    expect(screen.getByRole('button', { name: /Ana est ici$/ })).toBeTruthy();
  });
});
