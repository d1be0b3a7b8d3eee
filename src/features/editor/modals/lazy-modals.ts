import { lazyModal, preloadInIdle } from '../../../ui/modals/lazy-modal';
import { afterFirstSpread } from '../analysis/use-draft-analysis';

/**
 * The editor's modals and sheets, each its own chunk: the first spread needs none of them, and as
 * static imports they made the editor's route chunk (which must arrive before it paints) 8 KB gzip
 * larger. Openers import these under the same names; openModal and isModalOpen read them alike.
 * (ProgressReporterModal stays whole: its badge shows in the workspace.)
 */
export const AddPagesModal = lazyModal(() => import('./AddPagesModal').then((m) => m.AddPagesModal));
export const AiCaptionsModal = lazyModal(() => import('./AiCaptionsModal').then((m) => m.AiCaptionsModal));
export const CalendarEventsModal = lazyModal(() =>
  import('./CalendarModals').then((m) => m.CalendarEventsModal),
);
export const CalendarSettingsModal = lazyModal(() =>
  import('./CalendarModals').then((m) => m.CalendarSettingsModal),
);
export const CalendarStartFromModal = lazyModal(() =>
  import('./CalendarModals').then((m) => m.CalendarStartFromModal),
);
export const FontsModal = lazyModal(() => import('./FontsModal').then((m) => m.FontsModal));
export const ImageEditorModal = lazyModal(() => import('./ImageEditorModal').then((m) => m.ImageEditorModal));
export const InviteSheet = lazyModal(() => import('../invite/InviteSheet').then((m) => m.InviteSheet));
export const PeopleModal = lazyModal(() => import('../people/PeopleModal').then((m) => m.PeopleModal));
export const TemplatesModal = lazyModal(() => import('./TemplatesModal').then((m) => m.TemplatesModal));
export const ThemesModal = lazyModal(() => import('./ThemesModal').then((m) => m.ThemesModal));
export const UnusedPhotosModal = lazyModal(() =>
  import('./UnusedPhotosModal').then((m) => m.UnusedPhotosModal),
);
export const UpgradeOptionsEditor = lazyModal(() =>
  import('./UpgradeOptionsEditor').then((m) => m.UpgradeOptionsEditor),
);
export const UploadPhotosModal = lazyModal(() =>
  import('./UploadPhotosModal').then((m) => m.UploadPhotosModal),
);

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
