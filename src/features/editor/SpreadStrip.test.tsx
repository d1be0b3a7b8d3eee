import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { spreadCount } from '../../../render-core';
import { photoFrames, sampleBook } from '../../../render-core/testing/sample-book';
import { testI18n } from '../../i18n/test-i18n';
import { SpreadStrip } from './SpreadStrip';
import { EditorSessionProvider } from './state/editor-context';
import { memoryWorld } from './state/in-memory-deps';
import { EditorSession } from './state/session';

// The render worker: each thumbnail painted is counted, with the first item's place (what moved).
const painted = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./render-client', () => ({
  renderClient: async () => ({
    paint: async () => {
      painted.calls += 1;
      return { width: 150, height: 75, close: () => {} };
    },
  }),
}));
vi.mock('./canvas/photo-bitmaps', () => ({ warmThumbnails: () => () => {} }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has no 2D canvas; the strip draws the worker's bitmap into one when it has one.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

const sessions: EditorSession[] = [];
afterEach(() => {
  cleanup();
  for (const s of sessions.splice(0)) s.dispose();
});

async function openStrip() {
  const i18n = await testI18n('en', ['editor', 'editor-canvas', 'editor-shell'], { react: false });
  const session = new EditorSession('print-1', memoryWorld().deps);
  sessions.push(session);
  session.start({ document: sampleBook(30), baseRevision: 1, dirty: false });
  const renders = { count: 0 };
  render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <Profiler id="strip" onRender={() => (renders.count += 1)}>
          <SpreadStrip current={0} onPick={() => {}} photosReady={0} />
        </Profiler>
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  const doc = session.document!;
  // Every spread's thumbnail is painted once the strip is shown.
  await waitFor(() => expect(painted.calls).toBe(spreadCount(doc)), { timeout: 5000 });
  return { session, renders };
}

describe('the spread strip and the edits', () => {
  it('repaints only the edited spread’s thumbnail without rendering the strip, and renders it when pages move', async () => {
    painted.calls = 0;
    const { session, renders } = await openStrip();
    const before = renders.count;
    const doc = session.document!;
    // Pages 2 and 3 are spread 2 (spread 0 is the cover sheet).
    const page = doc.pages[2]!;
    const frame = photoFrames(page).find((f) => f.photoId !== null)!;
    painted.calls = 0;
    await act(async () => {
      await session.edit({
        type: 'panPhoto',
        pageId: page.id,
        frameId: frame.id,
        centerX: 0.2,
        centerY: 0.8,
      });
    });
    await waitFor(() => expect(painted.calls).toBe(1), { timeout: 5000 });
    expect(renders.count).toBe(before);

    // Moving spread 2's pages to the front changes the strip's order: it renders, with as many spreads.
    const strip = screen.getByRole('navigation', { name: 'Spreads' });
    const buttons = within(strip).getAllByRole('button').length;
    await act(async () => {
      await session.edit({
        type: 'movePages',
        pageIds: [page.id, doc.pages[3]!.id],
        before: doc.pages[0]!.id,
      });
    });
    expect(renders.count).toBeGreaterThan(before);
    expect(within(strip).getAllByRole('button')).toHaveLength(buttons);
    // The spreads whose pages changed place are painted again.
    await waitFor(() => expect(painted.calls).toBeGreaterThanOrEqual(3), { timeout: 5000 });
  });

  it('paints nothing during a stream of edits, and the edited spread once it stops', async () => {
    painted.calls = 0;
    const { session } = await openStrip();
    const page = session.document!.pages[2]!;
    const frame = photoFrames(page).find((f) => f.photoId !== null)!;
    painted.calls = 0;
    // 4.8 s of arrow presses, each an edit: longer than background work's 4 s limit.
    for (let i = 0; i < 32; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
      await act(async () => {
        await session.edit({
          type: 'panPhoto',
          pageId: page.id,
          frameId: frame.id,
          centerX: (i % 10) / 10,
          centerY: 0.5,
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(painted.calls).toBe(0);
    await waitFor(() => expect(painted.calls).toBe(1), { timeout: 5000 });
  }, 15_000);
});
