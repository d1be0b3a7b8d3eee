import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { testI18n } from '../../../i18n/test-i18n';
import { EditorSessionProvider } from '../state/editor-context';
import { memoryWorld } from '../state/in-memory-deps';
import { EditorSession } from '../state/session';
import { FrameActions } from './FrameActions';
import type { PlacedFrame } from './spread-geometry';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const book = autoLayoutBook(samplePhotos(24), squareBook, { id: 'b', title: 'Summer' });
const page = book.pages[0]!;
const frame = page.frames.find((f) => f.kind === 'photo' && f.photoId !== null)!;

async function show() {
  const i18n = await testI18n('en', ['editor-canvas']);
  const placed = { pageId: page.id, page, frame, box: frame.box } as unknown as PlacedFrame;
  // A session in memory: no server, worker or storage behind the actions.
  const session = new EditorSession('b', memoryWorld().deps);
  session.start({ document: book, baseRevision: 1, dirty: false });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <FrameActions
          frame={placed}
          rect={{ x: 100, y: 200, width: 100, height: 100 }}
          area={{ width: 360, height: 400 }}
          fallback={null}
          onType={() => {}}
          onCaption={() => {}}
        />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  return { view, ui: session.ui };
}

describe('FrameActions: Move', () => {
  it('waits for the frame the photo goes to, says so, and Escape or Cancel calls it off', async () => {
    const { view, ui } = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(ui.moveFrom).toEqual({ pageId: page.id, frameId: frame.id });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Now choose the frame to move this photo to, or press Escape.',
    );
    // Focus is not lost with the Move button: it is on Cancel.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Don't move" }));
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(ui.moveFrom).toBeNull();
    expect(await screen.findByRole('button', { name: 'Move' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    fireEvent.click(await screen.findByRole('button', { name: "Don't move" }));
    expect(ui.moveFrom).toBeNull();
    // A move ends when its frame's actions go (the frame is no longer selected).
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    view.unmount();
    expect(ui.moveFrom).toBeNull();
  });
});
