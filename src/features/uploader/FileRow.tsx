import { useTranslation } from 'react-i18next';
import { limitWords } from '../../photos/limit-words';
import type { PickedItem } from './uploader-store';

/** A picked file the device refused, with the reason (it has no picture to show). */
export function FileRow({ item }: { item: PickedItem }) {
  const { t, i18n } = useTranslation('photos');
  return (
    <li className="file-row rejected" aria-label={item.name}>
      <span className="file-name">{item.name}</span>
      <span className="file-status">
        {t(`reason.${item.reason ?? 'corrupt'}`, limitWords(i18n.language))}
      </span>
    </li>
  );
}
