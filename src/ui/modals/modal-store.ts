import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import { CONFIRMATION_KINDS, type ConfirmationKind } from './kinds';

/** What a modal's content component receives from the host. */
export interface ModalContentProps<P = unknown> {
  /** The id the content gives its heading, so the dialog is named by it. */
  titleId: string;
  props: P;
  close: () => void;
}

/** A modal is its content component; its props type is what openModal asks for. */
export type ModalComponent<P> = ComponentType<ModalContentProps<P>>;

/** Props may be left out only when the component takes none that are required. */
type PropsArgs<P> = Record<string, never> extends P ? [props?: P] : [props: P];

export interface ConfirmationOptions {
  /** Values for the message, e.g. { name: 'Summer 2026' }. */
  values?: Record<string, string | number>;
}

export type ModalEntry =
  | {
      id: string;
      type: 'modal';
      // biome-ignore lint/suspicious/noExplicitAny: the entry forgets P; openModal checked it.
      component: ModalComponent<any>;
      props: unknown;
      returnFocus: HTMLElement | null;
    }
  | {
      id: string;
      type: 'confirmation';
      kind: ConfirmationKind;
      options: ConfirmationOptions;
      resolve: (confirmed: boolean) => void;
      returnFocus: HTMLElement | null;
    };

export const modalStack = proxy<{ entries: ModalEntry[] }>({ entries: [] });

/** The stack as its readers snapshot it: ids only (DOM refs in the entries make valtio's snapshot type too deep). */
export const modalStackIds = modalStack as unknown as { entries: { id: string }[] };
let next = 0;

export function registeredConfirmationKinds(): readonly ConfirmationKind[] {
  return CONFIRMATION_KINDS;
}

function activeElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;
}

/**
 * Opens `component` as a modal on top of any others, with `props` checked against the props the
 * component declares. The caller imports the component itself: no list of kinds to keep in step.
 */
export function openModal<P>(component: ModalComponent<P>, ...[props]: PropsArgs<P>): string {
  const id = `modal-${++next}`;
  modalStack.entries.push({
    id,
    type: 'modal',
    component: ref(component),
    props: props ?? {},
    returnFocus: keep(activeElement()),
  });
  return id;
}

/** True while `component` shows in any layer of the stack. */
export function isModalOpen(component: ModalComponent<never>): boolean {
  return modalStack.entries.some((e) => e.type === 'modal' && e.component === component);
}

/** Asks the visitor to confirm; resolves true on confirm, false on cancel, Escape, back or navigation. */
export function confirm(kind: ConfirmationKind, options: ConfirmationOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const id = `modal-${++next}`;
    modalStack.entries.push({
      id,
      type: 'confirmation',
      kind,
      options,
      resolve: ref(resolve),
      returnFocus: keep(activeElement()),
    });
  });
}

/** DOM elements must stay outside valtio's proxies. */
function keep(el: HTMLElement | null): HTMLElement | null {
  return el ? ref(el) : null;
}

/** Closes one modal (a confirmation closed this way counts as cancelled); the host then returns focus. */
export function closeModal(id: string, confirmed = false): ModalEntry | undefined {
  const index = modalStack.entries.findIndex((e) => e.id === id);
  if (index < 0) return undefined;
  const [entry] = modalStack.entries.splice(index, 1);
  if (entry?.type === 'confirmation') entry.resolve(confirmed);
  return entry;
}

export function closeTopModal(): ModalEntry | undefined {
  const top = modalStack.entries.at(-1);
  return top ? closeModal(top.id) : undefined;
}

export function closeAllModals(): void {
  while (modalStack.entries.length > 0) closeTopModal();
}
