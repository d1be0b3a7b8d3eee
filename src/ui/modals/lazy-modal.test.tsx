import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyModal, preloadInIdle } from './lazy-modal';
import { ModalHost } from './ModalHost';
import { closeAllModals, isModalOpen, type ModalContentProps, modalStack, openModal } from './modal-store';
import { standInForDialogs } from '../../test/dialog-stand-in';
import { keysOnlyI18n } from '../../test/keys-only-i18n';

keysOnlyI18n();

function FontsContent({ titleId, props }: ModalContentProps<{ family: string }>) {
  return (
    <>
      <h2 id={titleId}>Fonts</h2>
      <button type="button">{props.family}</button>
    </>
  );
}

/** A download the test settles by hand: resolve with the content, or fail as a lost chunk does. */
function deferredLoad() {
  const calls: { resolve: (c: typeof FontsContent) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof FontsContent>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

beforeAll(standInForDialogs);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
function renderHost() {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root!.render(<ModalHost />));
}
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
/** The dialog's accessible name, from the element its aria-labelledby points at. */
const dialogName = () =>
  document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent ?? null;
const byRole = (role: string) => dialog()?.querySelector<HTMLElement>(`[role="${role}"]`) ?? null;
const buttonNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === name) ?? null;

afterEach(async () => {
  await act(async () => closeAllModals());
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('lazyModal', () => {
  it('keeps the content’s props checked and is found open by its own handle', () => {
    const Fonts = lazyModal(() => Promise.resolve(FontsContent));
    // Compile-time checks (tsc): the lazy handle asks for the same props as the content.
    // @ts-expect-error Fonts needs its family.
    const check = () => openModal(Fonts);
    // @ts-expect-error family is a string.
    const check2 = () => openModal(Fonts, { family: 3 });
    expect([check, check2]).toHaveLength(2);
    openModal(Fonts, { family: 'Serif' });
    expect(isModalOpen(Fonts)).toBe(true);
    expect(isModalOpen(FontsContent)).toBe(false);
  });

  it('opens at once with a named loading state, then focuses the content’s first control', async () => {
    const { load, calls } = deferredLoad();
    const Fonts = lazyModal(load);
    renderHost();
    await act(async () => void openModal(Fonts, { family: 'Serif' }));
    expect(dialog()).not.toBeNull();
    expect(byRole('status')?.textContent).toBe('status.loading');
    expect(dialogName()).toBe('status.loading');
    expect(document.activeElement).toBe(dialog());

    await act(async () => calls[0]!.resolve(FontsContent));
    expect(byRole('status')).toBeNull();
    expect(dialogName()).toBe('Fonts');
    expect(document.activeElement).toBe(buttonNamed('Serif'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not take focus back from a control the customer moved to while it loaded', async () => {
    const { load, calls } = deferredLoad();
    const Fonts = lazyModal(load);
    renderHost();
    await act(async () => void openModal(Fonts, { family: 'Serif' }));
    dialog()!.querySelector<HTMLElement>('.modal-close')!.focus();
    await act(async () => calls[0]!.resolve(FontsContent));
    expect(document.activeElement?.className).toBe('modal-close');
  });

  it('shows a message and a retry when the download fails; the retry downloads again', async () => {
    const { load, calls } = deferredLoad();
    const Fonts = lazyModal(load);
    renderHost();
    await act(async () => void openModal(Fonts, { family: 'Serif' }));
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(byRole('alert')?.textContent).toContain('modal.loadFailed');
    expect(dialogName()).toBe('modal.loadFailed');
    const retry = buttonNamed('status.retry')!;
    expect(document.activeElement).toBe(retry);

    await act(async () => retry.click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(byRole('status')?.textContent).toBe('status.loading');
    expect(document.activeElement).toBe(dialog());
    await act(async () => calls[1]!.resolve(FontsContent));
    expect(dialogName()).toBe('Fonts');
    expect(document.activeElement).toBe(buttonNamed('Serif'));
  });

  it('closes on Escape while loading, and a late download shows nothing', async () => {
    const { load, calls } = deferredLoad();
    const Fonts = lazyModal(load);
    renderHost();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Fonts';
    opener.focus();
    await act(async () => void openModal(Fonts, { family: 'Serif' }));
    await act(async () => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    expect(dialog()).toBeNull();
    expect(modalStack.entries).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
    await act(async () => calls[0]!.resolve(FontsContent));
    expect(dialog()).toBeNull();
    expect(buttonNamed('Serif')).toBeNull();
  });

  it('closes on the back button while loading', async () => {
    const { load } = deferredLoad();
    const Fonts = lazyModal(load);
    renderHost();
    await act(async () => void openModal(Fonts, { family: 'Serif' }));
    expect(byRole('status')).not.toBeNull();
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(dialog()).toBeNull();
    expect(isModalOpen(Fonts)).toBe(false);
  });

  it('opens a preloaded modal with its content at once, downloading once', async () => {
    const load = vi.fn(() => Promise.resolve(FontsContent));
    const Fonts = lazyModal(load);
    await Fonts.preload();
    renderHost();
    await act(async () => void openModal(Fonts, { family: 'Serif' }));
    expect(byRole('status')).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Serif'));
    await act(async () => closeAllModals());
    await act(async () => void openModal(Fonts, { family: 'Sans' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadInIdle', () => {
  it('downloads each modal in turn in idle time, past a failed one, and stops when asked', async () => {
    vi.useFakeTimers();
    try {
      const order: string[] = [];
      const modal = (name: string, fails = false) => ({
        preload: vi.fn(async () => {
          order.push(name);
          if (fails) throw new Error('offline');
        }),
      });
      const modals = [modal('fonts', true), modal('themes'), modal('people')];
      const stop = preloadInIdle(modals);
      expect(order).toEqual([]);
      await vi.advanceTimersByTimeAsync(250);
      expect(order).toEqual(['fonts']);
      await vi.advanceTimersByTimeAsync(250);
      expect(order).toEqual(['fonts', 'themes']);
      stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(order).toEqual(['fonts', 'themes']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits while the customer types, and goes on once they pause', async () => {
    vi.useFakeTimers();
    try {
      const preload = vi.fn(async () => {});
      const press = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      press();
      const stop = preloadInIdle([{ preload }]);
      for (let i = 0; i < 5; i++) {
        await vi.advanceTimersByTimeAsync(200);
        press();
      }
      expect(preload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(400 + 250);
      expect(preload).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
