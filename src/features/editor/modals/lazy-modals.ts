import { retryableImport } from '../../../ui/import-again';
import { lazyModal, preloadInIdle } from '../../../ui/modals/lazy-modal';
import { afterFirstSpread } from '../analysis/use-draft-analysis';

/**
 * The editor's modals and sheets, each its own chunk: the first spread needs none of them, and as
 * static imports they made the editor's route chunk (which must arrive before it paints) 8 KB gzip
 * larger. Openers import these under the same names; openModal and isModalOpen read them alike.
 * (ProgressReporterModal stays whole: its badge shows in the workspace.) Each module is imported
 * through retryableImport, so "Try again" after a lost download downloads it again in every browser.
 */
const addPagesModalModule = retryableImport(() => import('./AddPagesModal'));
export const AddPagesModal = lazyModal(() => addPagesModalModule().then((m) => m.AddPagesModal));
const aiCaptionsModalModule = retryableImport(() => import('./AiCaptionsModal'));
export const AiCaptionsModal = lazyModal(() => aiCaptionsModalModule().then((m) => m.AiCaptionsModal));
const calendarModalsModule = retryableImport(() => import('./CalendarModals'));
export const CalendarEventsModal = lazyModal(() => calendarModalsModule().then((m) => m.CalendarEventsModal));
export const CalendarSettingsModal = lazyModal(() =>
  calendarModalsModule().then((m) => m.CalendarSettingsModal),
);
export const CalendarStartFromModal = lazyModal(() =>
  calendarModalsModule().then((m) => m.CalendarStartFromModal),
);
const fontsModalModule = retryableImport(() => import('./FontsModal'));
export const FontsModal = lazyModal(() => fontsModalModule().then((m) => m.FontsModal));
const imageEditorModalModule = retryableImport(() => import('./ImageEditorModal'));
export const ImageEditorModal = lazyModal(() => imageEditorModalModule().then((m) => m.ImageEditorModal));
const inviteSheetModule = retryableImport(() => import('../invite/InviteSheet'));
export const InviteSheet = lazyModal(() => inviteSheetModule().then((m) => m.InviteSheet));
const peopleModalModule = retryableImport(() => import('../people/PeopleModal'));
export const PeopleModal = lazyModal(() => peopleModalModule().then((m) => m.PeopleModal));
const templatesModalModule = retryableImport(() => import('./TemplatesModal'));
export const TemplatesModal = lazyModal(() => templatesModalModule().then((m) => m.TemplatesModal));
const themesModalModule = retryableImport(() => import('./ThemesModal'));
export const ThemesModal = lazyModal(() => themesModalModule().then((m) => m.ThemesModal));
const unusedPhotosModalModule = retryableImport(() => import('./UnusedPhotosModal'));
export const UnusedPhotosModal = lazyModal(() => unusedPhotosModalModule().then((m) => m.UnusedPhotosModal));
const upgradeOptionsEditorModule = retryableImport(() => import('./UpgradeOptionsEditor'));
export const UpgradeOptionsEditor = lazyModal(() =>
  upgradeOptionsEditorModule().then((m) => m.UpgradeOptionsEditor),
);
const uploadPhotosModalModule = retryableImport(() => import('./UploadPhotosModal'));
export const UploadPhotosModal = lazyModal(() => uploadPhotosModalModule().then((m) => m.UploadPhotosModal));

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
