import { retryableImport } from '../../../ui/import-again';
import { type LazyModal, lazyModal, preloadInIdle } from '../../../ui/modals/lazy-modal';
import type { ModalComponent } from '../../../ui/modals/modal-store';
import { afterFirstSpread } from '../canvas/first-spread';

/**
 * The editor's modals and sheets, each its own chunk: the first spread needs none of them, and as
 * static imports they made the editor's route chunk (which must arrive before it paints) 8 KB gzip
 * larger. Openers import these under the same names; openModal and isModalOpen read them alike.
 * (ProgressReporterModal stays whole: its badge shows in the workspace.) Each module is imported
 * through retryableImport, so "Try again" after a lost download downloads it again in every browser.
 */
/** A module's sheet by its export's name: `sheet(fontsModal, 'FontsModal')`, with its props. */
function sheet<M, K extends keyof M>(module: () => Promise<M>, name: K): LazyModal<PropsOf<M[K]>> {
  return lazyModal(() => module().then((m) => m[name] as ModalComponent<PropsOf<M[K]>>));
}
type PropsOf<C> = C extends ModalComponent<infer P> ? P : never;

const addPagesModal = retryableImport(() => import('./AddPagesModal'));
const aiCaptionsModal = retryableImport(() => import('./AiCaptionsModal'));
const calendarModals = retryableImport(() => import('./CalendarModals'));
const fontsModal = retryableImport(() => import('./FontsModal'));
const imageEditorModal = retryableImport(() => import('./ImageEditorModal'));
const inviteSheet = retryableImport(() => import('../invite/InviteSheet'));
const peopleModal = retryableImport(() => import('../people/PeopleModal'));
const templatesModal = retryableImport(() => import('./TemplatesModal'));
const themesModal = retryableImport(() => import('./ThemesModal'));
const unusedPhotosModal = retryableImport(() => import('./UnusedPhotosModal'));
const upgradeOptionsEditor = retryableImport(() => import('./UpgradeOptionsEditor'));
const uploadPhotosModal = retryableImport(() => import('./UploadPhotosModal'));

export const AddPagesModal = sheet(addPagesModal, 'AddPagesModal');
export const AiCaptionsModal = sheet(aiCaptionsModal, 'AiCaptionsModal');
export const CalendarEventsModal = sheet(calendarModals, 'CalendarEventsModal');
export const CalendarSettingsModal = sheet(calendarModals, 'CalendarSettingsModal');
export const CalendarStartFromModal = sheet(calendarModals, 'CalendarStartFromModal');
export const FontsModal = sheet(fontsModal, 'FontsModal');
export const ImageEditorModal = sheet(imageEditorModal, 'ImageEditorModal');
export const InviteSheet = sheet(inviteSheet, 'InviteSheet');
export const PeopleModal = sheet(peopleModal, 'PeopleModal');
export const TemplatesModal = sheet(templatesModal, 'TemplatesModal');
export const ThemesModal = sheet(themesModal, 'ThemesModal');
export const UnusedPhotosModal = sheet(unusedPhotosModal, 'UnusedPhotosModal');
export const UpgradeOptionsEditor = sheet(upgradeOptionsEditor, 'UpgradeOptionsEditor');
export const UploadPhotosModal = sheet(uploadPhotosModal, 'UploadPhotosModal');

/** Most tapped first: the frame's and the toolbar's sheets, then the More menu's. */
const WARM_ORDER: readonly { preload: () => Promise<void> }[] = [
  FontsModal,
  ImageEditorModal,
  TemplatesModal,
  ThemesModal,
  AddPagesModal,
  UnusedPhotosModal,
  UploadPhotosModal,
  AiCaptionsModal,
  PeopleModal,
  InviteSheet,
  UpgradeOptionsEditor,
  CalendarSettingsModal,
];

/**
 * Once the first spread has painted (never before: it must not share the network or the main thread
 * with it), downloads the modals' code in idle moments. Answers a stop for when the editor closes.
 */
export function warmEditorModals(): () => void {
  let stop: (() => void) | null = null;
  let closed = false;
  void afterFirstSpread().then(() => {
    if (!closed) stop = preloadInIdle(WARM_ORDER);
  });
  return () => {
    closed = true;
    stop?.();
  };
}
