import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openModal } from '../ui/modals/modal-store';
import { PreferencesDialog } from './PreferencesDialog';
import { preferences } from './preferences';
import { preferencesButtonText } from './static-first-screen';

/** The header's language and currency button, e.g. "EN · GBP". */
export function PreferencesButton() {
  const { t } = useTranslation();
  const prefs = useSnapshot(preferences);
  const { shown, label } = preferencesButtonText(t, prefs.locale, prefs.currency);
  return (
    <button
      type="button"
      className="preferences-button"
      aria-label={label}
      onClick={() => openModal(PreferencesDialog)}
    >
      {shown}
    </button>
  );
}
