import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { listRemovedPhotos, listUnusedPhotos } from '../../../../render-core';
import { confirm, type ModalContentProps } from '../../../ui/modals/modal-store';
import { PhotoTile } from '../PhotoTile';
import { frameOf } from './find';
import { useEditorDocument } from '../state/use-editor-document';
import { useEditorSession } from '../state/editor-context';

/** SPEC §9 kind 20: the photos on no page; one goes into the selected frame, removed ones come back. */
export function UnusedPhotosModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const snap = useSnapshot(session.ui);
  const doc = useEditorDocument();
  if (!doc) return null;
  const unused = listUnusedPhotos(doc);
  const removed = listRemovedPhotos(doc);
  const target = snap.selected && frameOf(doc, snap.selected)?.kind === 'photo' ? snap.selected : null;

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('unused.title')}</h2>
      <p>{target ? t('unused.pickForFrame') : t('unused.selectFirst')}</p>
      {unused.length === 0 ? (
        <p>{t('tray.empty')}</p>
      ) : (
        <ul className="unused-grid">
          {unused.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                disabled={!target}
                aria-label={t('tray.photo', { n: i + 1 })}
                onClick={async () => {
                  if (!target) return;
                  await session.edit({ type: 'replacePhoto', ...target, photoId: p.id });
                  close();
                }}
              >
                <PhotoTile photo={p} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {removed.length > 0 && (
        <>
          <h3>{t('unused.removedTitle', { count: removed.length })}</h3>
          <button
            type="button"
            className="button secondary"
            onClick={async () => {
              if (await confirm('restore_photos')) await session.edit({ type: 'restoreRemovedPhotos' });
            }}
          >
            {t('tools.restorePhotos')}
          </button>
        </>
      )}
    </div>
  );
}
