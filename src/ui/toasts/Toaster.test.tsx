import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModalHost } from '../modals/ModalHost';
import { closeAllModals, type ModalContentProps, openModal } from '../modals/modal-store';
import { Toaster } from './Toaster';
import { toasts } from './toast-store';
import { standInForDialogs } from '../../test/dialog-stand-in';

function Sheet({ titleId }: ModalContentProps<Record<string, never>>) {
  return <h2 id={titleId}>Fonts</h2>;
}

beforeAll(standInForDialogs);
afterEach(() => {
  act(() => closeAllModals());
  cleanup();
});

describe('Toaster', () => {
  it('shows toasts in the page, and inside the open modal while there is one (the page behind is inert)', async () => {
    render(
      <>
        <ModalHost />
        <Toaster />
      </>,
    );
    // valtio tells its readers in a microtask: the async act waits for it.
    await act(async () => {
      toasts.show('Saved');
    });
    expect((await screen.findByText('Saved')).closest('dialog')).toBeNull();

    await act(async () => openModal(Sheet));
    await act(async () => {
      toasts.show('Photo uploaded');
    });
    const dialog = (await screen.findByText('Photo uploaded')).closest('dialog');
    expect(dialog?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog?.textContent).toContain('Fonts');

    await act(async () => closeAllModals());
    expect(screen.getByText('Photo uploaded').closest('dialog')).toBeNull();
  });
});
