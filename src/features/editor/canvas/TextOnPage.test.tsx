import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextFrame } from '../../../../render-core';
import { testI18n } from '../../../i18n/test-i18n';
import { TextOnPage, type TypedText } from './TextOnPage';
import { hexLuminance } from './text-style';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The Night theme's caption: white, as a theme change used to leave it on a light photo. */
const caption: TextFrame = {
  id: 'f1',
  kind: 'text',
  box: { x: 10, y: 170, width: 180, height: 16 } as TextFrame['box'],
  text: 'Day one',
  font: 'Inter',
  size: 14 as TextFrame['size'],
  color: '#f2f2f2',
  align: 'center',
  role: null,
};

async function open(background: number | null) {
  const i18n = await testI18n('en', ['editor-canvas']);
  const onDone = vi.fn<(typed: TypedText) => void>();
  const onCancel = vi.fn();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <TextOnPage
          frame={caption}
          box={{ x: 20, y: 300, width: 320, height: 30 }}
          scale={1.6}
          background={background}
          onDone={onDone}
          onCancel={onCancel}
        />
      </I18nextProvider>,
    );
  });
  return { onDone, onCancel };
}

afterEach(cleanup);

describe('TextOnPage', () => {
  it('types, steps the size, aligns and hands back one result on Done', async () => {
    const { onDone } = await open(hexLuminance('#1d1f24'));
    const box = screen.getByRole('textbox', { name: 'Text on the page' });
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'Our first day in Seville' } });
    fireEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    fireEvent.click(screen.getByRole('button', { name: 'Align right' }));
    expect(screen.getByRole('button', { name: 'Align right' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Classic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone.mock.calls[0]?.[0]).toEqual({
      text: 'Our first day in Seville',
      size: 18,
      align: 'right',
      font: 'Lora',
      color: '#f2f2f2',
    });
  });

  it('never keeps white words on a light photo: they turn black, and white cannot be picked', async () => {
    const { onDone } = await open(hexLuminance('#eeeeee'));
    const white = screen.getByRole('button', { name: /^White: too faint/ });
    expect((white as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone.mock.calls[0]?.[0].color).toBe('#000000');
  });

  it('Escape leaves the text as it was', async () => {
    const { onDone, onCancel } = await open(null);
    const box = screen.getByRole('textbox', { name: 'Text on the page' });
    fireEvent.change(box, { target: { value: 'Not this' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
