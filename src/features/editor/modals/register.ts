import { registerModal } from '../../../ui/modals/modal-store';
import { PeopleModal } from '../people/PeopleModal';
import { AddPagesModal } from './AddPagesModal';
import { AiCaptionsModal } from './AiCaptionsModal';
import { AiInformationModal } from './AiInformationModal';
import { CalendarEventsModal, CalendarSettingsModal, CalendarStartFromModal } from './CalendarModals';
import { FontsModal } from './FontsModal';
import { ImageEditorModal } from './ImageEditorModal';
import { ProgressReporterModal } from './ProgressReporterModal';
import { TemplatesModal } from './TemplatesModal';
import { ThemesModal } from './ThemesModal';
import { UnusedPhotosModal } from './UnusedPhotosModal';
import { registerUpgradeOptionsForEditor } from './UpgradeOptionsEditor';
import { UploadPhotosModal } from './UploadPhotosModal';

// The editor's modal kinds of SPEC §9; the shell's ModalHost shows them.
registerModal('add_pages', AddPagesModal);
registerModal('fonts', FontsModal);
registerModal('image_editor', ImageEditorModal);
registerModal('themes', ThemesModal);
registerModal('templates', TemplatesModal);
registerModal('unused_photos', UnusedPhotosModal);
registerModal('calendar_settings', CalendarSettingsModal);
registerModal('calendar_events', CalendarEventsModal);
registerModal('calendar_start_from', CalendarStartFromModal);
registerModal('ai_captions', AiCaptionsModal);
registerModal('ai_information', AiInformationModal);
registerModal('people', PeopleModal);
registerModal('upload_photos', UploadPhotosModal);
registerModal('progress_reporter', ProgressReporterModal);
// Commerce registers upgrade_options when its pages load; the editor may be opened first.
registerUpgradeOptionsForEditor();
