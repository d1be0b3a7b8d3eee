import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../i18n/test-i18n';
import { MoreMenu } from './MoreMenu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function show() {
  const i18n = await testI18n('en', ['editor-shell']);
  const chosen = vi.fn<(id: string) => void>();
  const items = ['captions', 'upgrade'].map((id) => ({
    id,
    label: `Item ${id}`,
    onSelect: () => chosen(id),
  }));
  render(
    <I18nextProvider i18n={i18n}>
      <MoreMenu
        items={[
          { id: 'remove', label: 'Remove everything', danger: true, onSelect: () => chosen('remove') },
          ...items,
        ]}
      />
    </I18nextProvider>,
  );
  return chosen;
}

const more = () => screen.getByRole('button', { name: 'More' });
const item = (name: string) => screen.getByRole('menuitem', { name });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('MoreMenu', () => {
  it('puts the destructive item last, apart from the others', async () => {
    await show();
    await act(async () => fireEvent.click(more()));
    const menu = screen.getByRole('menu', { name: 'More tools' });
    expect([...menu.querySelectorAll('[role="menuitem"], hr')].map((e) => e.textContent || 'hr')).toEqual([
      'Item captions',
      'Item upgrade',
      'hr',
      'Remove everything',
    ]);
  });

  it('is worked with the keys, and keeps them from the editor’s shortcuts', async () => {
    const chosen = await show();
    const reachedWindow = vi.fn();
    window.addEventListener('keydown', reachedWindow);
    try {
      more().focus();
      await act(async () => fireEvent.keyDown(more(), { key: 'ArrowUp' }));
      expect(document.activeElement).toBe(item('Remove everything'));
      await act(async () => fireEvent.keyDown(item('Remove everything'), { key: 'ArrowDown' }));
      expect(document.activeElement).toBe(item('Item captions'));
      await act(async () => fireEvent.keyDown(item('Item captions'), { key: 'End' }));
      expect(document.activeElement).toBe(item('Remove everything'));
      await act(async () => fireEvent.keyDown(item('Remove everything'), { key: 'Home' }));
      expect(document.activeElement).toBe(item('Item captions'));
      // Arrows turn spreads and move photos in the editor: none of these reached the window.
      expect(reachedWindow).not.toHaveBeenCalled();

      await act(async () => fireEvent.keyDown(item('Item captions'), { key: 'Escape' }));
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(more());
      expect(more().getAttribute('aria-expanded')).toBe('false');

      await act(async () => fireEvent.click(more()));
      expect(document.activeElement).toBe(item('Item captions'));
      await act(async () => fireEvent.click(item('Item upgrade')));
      expect(chosen).toHaveBeenCalledWith('upgrade');
      expect(screen.queryByRole('menu')).toBeNull();
      // Focus is back on More before the item runs, so a dialog it opens gives focus back there.
      expect(document.activeElement).toBe(more());
    } finally {
      window.removeEventListener('keydown', reachedWindow);
    }
  });

  it('closes on a press outside it', async () => {
    await show();
    await act(async () => fireEvent.click(more()));
    expect(screen.getByRole('menu')).toBeTruthy();
    await act(async () => fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
