import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_KINDS, MODAL_KINDS, modalKindNumber } from './kinds';
import { ModalHost } from './ModalHost';
import {
  closeAllModals,
  confirm,
  type ModalContentProps,
  modalStack,
  openModal,
  registeredModalKinds,
  registerModal,
} from './modal-store';

function VoucherContent({ titleId, close }: ModalContentProps) {
  return (
    <>
      <h2 id={titleId}>Voucher</h2>
      <input aria-label="Code" />
      <button type="button" onClick={close}>
        Apply
      </button>
    </>
  );
}
function FontsContent({ titleId }: ModalContentProps) {
  return (
    <>
      <h2 id={titleId}>Fonts</h2>
      <button type="button">Serif</button>
    </>
  );
}

beforeAll(() => {
  registerModal('voucher', VoucherContent);
  registerModal('fonts', FontsContent);
});
// @testing-library/dom is not installed, so a few small helpers stand in for it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root!.render(node));
}
function dialogNamed(name: string, role = 'dialog'): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(`[role="${role}"]`)) {
    const label = document.getElementById(el.getAttribute('aria-labelledby') ?? '');
    if (label?.textContent === name) return el;
  }
  return null;
}
function buttonNamed(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
async function key(target: EventTarget, k: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });
}
const click = (el: HTMLElement) => act(async () => el.click());
afterEach(async () => {
  await act(async () => closeAllModals());
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('modal kinds', () => {
  it('registers the 27 kinds in SPEC order and the 9 confirmations', () => {
    expect(MODAL_KINDS).toHaveLength(29);
    expect(modalKindNumber('add_pages')).toBe(0);
    expect(modalKindNumber('progress_reporter')).toBe(19);
    expect(modalKindNumber('ai_information')).toBe(26);
    for (const kind of MODAL_KINDS) expect(registeredModalKinds()).toContain(kind);
    expect(CONFIRMATION_KINDS).toEqual([
      'delete_account',
      'delete_address',
      'duplicate_print',
      'delete_print',
      'delete_card',
      'restore_photos',
      'disabled_themes',
      'disabled_fonts',
      'remove_everything',
    ]);
  });

  it('refuses to open a kind whose content has not been provided', () => {
    expect(() => openModal('calendar_events')).toThrow(/calendar_events/);
  });
});

describe('ModalHost', () => {
  it('focuses the first control, traps Tab inside the top modal, and Escape closes only the top one', async () => {
    render(<ModalHost />);
    await act(async () => void openModal('voucher'));
    const voucher = dialogNamed('Voucher')!;
    expect(document.activeElement).toBe(voucher.querySelector('input[aria-label="Code"]'));

    const apply = buttonNamed('Apply');
    apply.focus();
    await key(apply, 'Tab');
    expect(voucher.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(apply);

    await act(async () => void openModal('fonts'));
    expect(dialogNamed('Fonts')).not.toBeNull();
    expect(voucher.closest('[inert]')).not.toBeNull();

    await key(document, 'Escape');
    expect(dialogNamed('Fonts')).toBeNull();
    expect(dialogNamed('Voucher')).not.toBeNull();
    expect(modalStack.entries).toHaveLength(1);
  });

  it('closes the top modal on the browser back button', async () => {
    render(<ModalHost />);
    await act(async () => void openModal('voucher'));
    await act(async () => void openModal('fonts'));
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(dialogNamed('Fonts')).toBeNull();
    expect(dialogNamed('Voucher')).not.toBeNull();
  });

  it('confirm() resolves true on confirm and false on cancel or Escape', async () => {
    render(<ModalHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = confirm('delete_print', { values: { name: 'Summer' } });
    });
    const dialog = dialogNamed('confirm.delete_print.title', 'alertdialog')!;
    await click(dialog.querySelector<HTMLElement>('.button.danger')!);
    await expect(answer).resolves.toBe(true);

    await act(async () => {
      answer = confirm('restore_photos');
    });
    await click(buttonNamed('actions.cancel'));
    await expect(answer).resolves.toBe(false);

    await act(async () => {
      answer = confirm('remove_everything');
    });
    await key(document, 'Escape');
    await expect(answer).resolves.toBe(false);
    expect(modalStack.entries).toHaveLength(0);
  });
});
