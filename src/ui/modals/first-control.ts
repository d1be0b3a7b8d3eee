/** The first control a modal's content offers (the close button sits before it in the DOM). */
const FIRST_CONTROL = [
  'a[href]',
  'button:not([disabled]):not(.modal-close)',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Where focus starts in a modal: its content's first control, else the dialog itself. showModal()
 * alone would focus the close button; the content's first control is the better start.
 */
export function focusFirstControl(dialog: HTMLElement): void {
  (dialog.querySelector<HTMLElement>(FIRST_CONTROL) ?? dialog).focus();
}
