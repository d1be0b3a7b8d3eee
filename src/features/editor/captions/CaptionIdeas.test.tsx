import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoLayoutBook, type TextFrame } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { testI18n } from '../../../i18n/test-i18n';
import { TextOnPage, type TypedText } from '../canvas/TextOnPage';
import { EditorSessionProvider } from '../state/editor-context';
import { memoryWorld } from '../state/in-memory-deps';
import { EditorSession } from '../state/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ideas = vi.hoisted(() => vi.fn<() => Promise<string[]>>());
vi.mock('./caption-ideas', () => ({ captionIdeas: ideas }));

const fresh: TextFrame = {
  id: 'caption-new',
  kind: 'text',
  box: { x: 10, y: 170, width: 180, height: 16 } as TextFrame['box'],
  text: '',
  font: 'Inter',
  size: 14 as TextFrame['size'],
  color: '#222222',
  align: 'center',
  role: null,
};

async function open(pageId?: string) {
  const doc = autoLayoutBook(samplePhotos(12), squareBook, { id: 'b' });
  // A session in memory holds the page the ideas are for.
  const session = new EditorSession('b', memoryWorld().deps);
  session.start({ document: doc, baseRevision: 1, dirty: false });
  const i18n = await testI18n('en', ['editor-canvas', 'captions']);
  const onDone = vi.fn<(typed: TypedText) => void>();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <EditorSessionProvider session={session}>
          <TextOnPage
            frame={fresh}
            box={{ x: 20, y: 300, width: 320, height: 30 }}
            scale={1.6}
            background={null}
            onDone={onDone}
            onCancel={() => {}}
            pageId={pageId ?? doc.pages[0]!.id}
          />
        </EditorSessionProvider>
      </I18nextProvider>,
    );
  });
  return { onDone, doc };
}

afterEach(() => {
  cleanup();
  ideas.mockReset();
});

describe('caption ideas in the format bar', () => {
  it('shows the page’s ideas as chips; a tap puts one in the box, Done writes it once', async () => {
    ideas.mockResolvedValue([
      'Seville in July 2026',
      'A summer evening in Seville',
      'Summer of 2026',
      'More',
    ]);
    const { onDone, doc } = await open();
    expect(ideas).toHaveBeenCalledWith(doc, doc.pages[0]!.id, expect.any(Function), 'en-GB');
    const group = screen.getByRole('group', { name: 'Ideas' });
    // Three at most, so the page stays in view above the keyboard.
    expect(group.querySelectorAll('button')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'A summer evening in Seville' }));
    const box = screen.getByRole('textbox', { name: 'Text on the page' }) as HTMLTextAreaElement;
    expect(box.value).toBe('A summer evening in Seville');
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone.mock.calls[0]?.[0].text).toBe('A summer evening in Seville');
  });

  it('shows nothing when no idea comes', async () => {
    ideas.mockRejectedValue(new Error('offline'));
    await open();
    expect(screen.queryByRole('group', { name: 'Ideas' })).toBeNull();
  });
});
