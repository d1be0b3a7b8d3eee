/**
 * jsdom has <dialog> but not showModal() nor the browser's Escape → `cancel`; this stands in for the
 * two in DOM tests (the top layer, inertness and the Tab trap are the browser's, checked by the
 * journeys). Call it in a beforeAll; a second call adds nothing.
 */
let installed = false;

export function standInForDialogs(): void {
  const proto = HTMLDialogElement.prototype;
  if (!proto.showModal) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.removeAttribute('open');
  });
}
