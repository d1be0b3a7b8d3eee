import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openModal } from '../ui/modals/modal-store';
import { languageName, PreferencesDialog } from './PreferencesDialog';
import { preferences } from './preferences';

/** The header's language and currency button, e.g. "EN · GBP". */
export function PreferencesButton() {
  const { t } = useTranslation();
  const prefs = useSnapshot(preferences);
  const short = prefs.locale.split('-')[0]?.toUpperCase();
  return (
    <button
      type="button"
      className="preferences-button"
      aria-label={t('preferences.open', { language: languageName(prefs.locale), currency: prefs.currency })}
      onClick={() => openModal(PreferencesDialog)}
    >
      {short} · {prefs.currency}
    </button>
  );
}
