import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalHost } from './ModalHost';
import {
  closeAllModals,
  confirm,
  isModalOpen,
  type ModalContentProps,
  modalStack,
  openModal,
} from './modal-store';
import { standInForDialogs } from '../../test/dialog-stand-in';
import { keysOnlyI18n } from '../../test/keys-only-i18n';

keysOnlyI18n();

function VoucherContent({ titleId, close, props }: ModalContentProps<{ code?: string }>) {
  return (
    <>
      <h2 id={titleId}>Voucher</h2>
      <input aria-label="Code" defaultValue={props.code} />
      <button type="button" onClick={close}>
        Apply
      </button>
    </>
  );
}
function FontsContent({ titleId, props }: ModalContentProps<{ family: string }>) {
  return (
    <>
      <h2 id={titleId}>Fonts</h2>
      <button type="button">{props.family}</button>
    </>
  );
}

beforeAll(standInForDialogs);
// @testing-library/dom is not installed, so a few small helpers stand in for it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root!.render(node));
}
/** A dialog by its accessible name: a <dialog> (role dialog) or one with the role given. */
function dialogNamed(name: string, role = 'dialog'): HTMLElement | null {
  const selector = role === 'dialog' ? 'dialog:not([role])' : `[role="${role}"]`;
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
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
function opener(name: string, open: () => void): HTMLElement {
  const button = document.body.appendChild(document.createElement('button'));
  button.textContent = name;
  button.addEventListener('click', open);
  return button;
}
afterEach(async () => {
  await act(async () => closeAllModals());
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('openModal', () => {
  it('takes the props the component declares', () => {
    // Compile-time checks (tsc): a required prop cannot be left out or mistyped.
    // @ts-expect-error Fonts needs its family.
    const check = () => openModal(FontsContent);
    // @ts-expect-error family is a string.
    const check2 = () => openModal(FontsContent, { family: 3 });
    expect([check, check2]).toHaveLength(2);
    openModal(VoucherContent);
    expect(isModalOpen(VoucherContent)).toBe(true);
    expect(isModalOpen(FontsContent)).toBe(false);
  });
});

describe('ModalHost', () => {
  it('opens a native modal <dialog> named by its title, focus on its first control', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<ModalHost />);
    await act(async () => void openModal(VoucherContent, { code: 'SUMMER' }));
    const voucher = dialogNamed('Voucher')!;
    expect(voucher.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(voucher.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(voucher.querySelector('input[aria-label="Code"]'));
    expect((document.activeElement as HTMLInputElement).value).toBe('SUMMER');
    showModal.mockRestore();
  });

  it('stacks a second modal on top; Escape closes only the top one; focus goes back to each opener', async () => {
    render(<ModalHost />);
    const first = opener('Redeem', () => openModal(VoucherContent));
    first.focus();
    await click(first);
    const voucher = dialogNamed('Voucher')!;
    const second = voucher.appendChild(document.createElement('button'));
    second.addEventListener('click', () => openModal(FontsContent, { family: 'Serif' }));
    second.focus();
    await click(second);
    const fonts = dialogNamed('Fonts')!;
    expect(document.activeElement).toBe(buttonNamed('Serif'));
    // The later dialog comes later in the DOM, so showModal() put it above the first.
    expect(voucher.compareDocumentPosition(fonts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await key(document.activeElement!, 'Escape');
    expect(dialogNamed('Fonts')).toBeNull();
    expect(dialogNamed('Voucher')).toBe(voucher);
    expect(document.activeElement).toBe(second);

    await key(document.activeElement!, 'Escape');
    expect(dialogNamed('Voucher')).toBeNull();
    expect(modalStack.entries).toHaveLength(0);
    expect(document.activeElement).toBe(first);
  });

  it('closes from its own button, the close button and a click on the backdrop', async () => {
    render(<ModalHost />);
    await act(async () => void openModal(VoucherContent));
    await click(buttonNamed('Apply'));
    expect(dialogNamed('Voucher')).toBeNull();

    await act(async () => void openModal(VoucherContent));
    await click(dialogNamed('Voucher')!.querySelector<HTMLElement>('.modal-close')!);
    expect(dialogNamed('Voucher')).toBeNull();

    await act(async () => void openModal(VoucherContent));
    const voucher = dialogNamed('Voucher')!;
    // A click inside the box (on its heading) keeps it open.
    await act(async () =>
      voucher.querySelector('h2')!.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    expect(dialogNamed('Voucher')).not.toBeNull();
    vi.spyOn(voucher, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 400, 360, 340));
    await act(async () =>
      voucher.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 100 })),
    );
    expect(dialogNamed('Voucher')).toBeNull();
  });

  it('closes the top modal on the browser back button', async () => {
    render(<ModalHost />);
    await act(async () => void openModal(VoucherContent));
    await act(async () => void openModal(FontsContent, { family: 'Serif' }));
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
    expect(dialog.tagName).toBe('DIALOG');
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
    await key(document.activeElement!, 'Escape');
    await expect(answer).resolves.toBe(false);
    expect(modalStack.entries).toHaveLength(0);
  });
});
