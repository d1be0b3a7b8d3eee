import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import {
  CONFIRMATION_KINDS,
  type ConfirmationKind,
  MODAL_KINDS,
  type ModalKind,
  type ShellModalKind,
} from './kinds';

export type ModalKey = ModalKind | ShellModalKind;

/** What a modal's content component receives from the host. */
export interface ModalContentProps<P = unknown> {
  /** The id the content gives its heading, so the dialog is named by it. */
  titleId: string;
  props: P;
  close: () => void;
}

export interface ConfirmationOptions {
  /** Values for the message, e.g. { name: 'Summer 2026' }. */
  values?: Record<string, string | number>;
}

export type ModalEntry =
  | { id: string; type: 'modal'; kind: ModalKey; props: unknown; returnFocus: HTMLElement | null }
  | {
      id: string;
      type: 'confirmation';
      kind: ConfirmationKind;
      options: ConfirmationOptions;
      resolve: (confirmed: boolean) => void;
      returnFocus: HTMLElement | null;
    };

// biome-ignore lint/suspicious/noExplicitAny: each kind's content has its own props type.
type AnyContent = ComponentType<ModalContentProps<any>>;

/** Every modal kind is registered from the start; a feature fills in its kind's content. */
const contents = new Map<ModalKey, AnyContent | null>([...MODAL_KINDS].map((k) => [k, null]));

export const modalStack = proxy<{ entries: ModalEntry[] }>({ entries: [] });
let next = 0;

export function registerModal<P>(kind: ModalKey, content: ComponentType<ModalContentProps<P>>): void {
  contents.set(kind, content);
}

export function modalContent(kind: ModalKey): AnyContent | null {
  return contents.get(kind) ?? null;
}

export function registeredModalKinds(): ModalKey[] {
  return [...contents.keys()];
}

export function registeredConfirmationKinds(): readonly ConfirmationKind[] {
  return CONFIRMATION_KINDS;
}

function activeElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;
}

/** Opens a modal on top of any others. Throws if no feature has provided the kind's content yet. */
export function openModal<P>(kind: ModalKey, props?: P): string {
  if (!modalContent(kind)) throw new Error(`No content is registered for the "${kind}" modal.`);
  const id = `modal-${++next}`;
  modalStack.entries.push({
    id,
    type: 'modal',
    kind,
    props: props ?? {},
    returnFocus: keep(activeElement()),
  });
  return id;
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
