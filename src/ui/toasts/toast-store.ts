import { proxy } from 'valtio';

/** SPEC §3: a toast has an id, a target (what it is about, e.g. a design id), a label and a removed mark. */
export interface ToastItem {
  id: string;
  target?: string;
  label: string;
  tone: 'info' | 'success' | 'error';
  /** Marked removed: it is fading out and goes TOAST_REMOVAL_DELAY_MS later. */
  removed: boolean;
}

export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVAL_DELAY_MS = 500;

export interface ToastOptions {
  target?: string;
  tone?: ToastItem['tone'];
}

export function createToastStore(
  schedule: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms),
) {
  const state = proxy<{ items: ToastItem[] }>({ items: [] });
  let next = 0;

  function remove(id: string) {
    const index = state.items.findIndex((t) => t.id === id);
    if (index >= 0) state.items.splice(index, 1);
  }

  /** Marks a toast removed; it leaves the list TOAST_REMOVAL_DELAY_MS later. */
  function dismiss(id: string) {
    const toast = state.items.find((t) => t.id === id);
    if (!toast || toast.removed) return;
    toast.removed = true;
    schedule(() => remove(id), TOAST_REMOVAL_DELAY_MS);
  }

  /** Shows a toast for TOAST_DURATION_MS. Returns null (and adds nothing) while one with the same label shows. */
  function show(label: string, options: ToastOptions = {}): string | null {
    if (state.items.some((t) => t.label === label && !t.removed)) return null;
    const id = `toast-${++next}`;
    state.items.push({
      id,
      label,
      tone: options.tone ?? 'info',
      removed: false,
      ...(options.target ? { target: options.target } : {}),
    });
    schedule(() => dismiss(id), TOAST_DURATION_MS);
    return id;
  }

  return { state, show, dismiss };
}

/** The app's toasts; features call toast('Saved'). */
export const toasts = createToastStore();
export const toast = toasts.show;
