import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModalContentProps, openModal } from '../../../ui/modals/modal-store';
import { AiInformationModal } from './AiInformationModal';
import { PeopleModal } from '../people/PeopleModal';
import { captionIdeas } from '../captions/caption-ideas';
import { titleLocale } from '../../../places/place-names';
import { photoIdsOn, savePerson } from './captions-api';
import { useEditorDocument } from '../state/use-editor-document';
import { useEditorSession } from '../state/editor-context';

interface Props {
  pageId: string;
}

/** SPEC §9 kind 25: caption ideas for a page; each can be used as it is, edited or dismissed. */
export function AiCaptionsModal({ titleId, props, close }: ModalContentProps<Props>) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const { t: tPeople } = useTranslation('people');
  const { t: tCaptions, i18n } = useTranslation('captions');
  const [answer, setAnswer] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [drafts, setDrafts] = useState<string[]>([]);
  const [person, setPerson] = useState('');
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again after a person is named.
  useEffect(() => {
    const doc = session.document;
    if (!doc) return;
    let live = true;
    setFailed(false);
    const translate = (key: string, options?: Record<string, unknown>) =>
      tCaptions(key, options ?? {}) as string;
    captionIdeas(doc, props.pageId, translate, titleLocale(i18n.language)).then(
      (ideas) => {
        if (!live) return;
        setAnswer(ideas);
        setDrafts(ideas);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.pageId, round, tCaptions, i18n.language]);

  const use = async (caption: string) => {
    await session.edit({ type: 'addText', pageId: props.pageId, text: caption });
    close();
  };

  const doc = useEditorDocument();
  const photoIds = doc ? photoIdsOn(doc, props.pageId) : [];

  const name = async () => {
    const trimmed = person.trim();
    if (!trimmed || photoIds.length === 0) return;
    try {
      await savePerson(trimmed, photoIds);
    } catch {
      // Asking again would hide the error: keep the name so the user can try again.
      setFailed(true);
      return;
    }
    setPerson('');
    setRound((n) => n + 1);
  };

  return (
    <div className="form-stack editor-form ai-captions">
      <h2 id={titleId}>{t('aiCaptions.title')}</h2>
      <button type="button" className="link-button" onClick={() => openModal(AiInformationModal)}>
        {t('aiCaptions.howItWorks')}
      </button>
      <button
        type="button"
        className="button secondary"
        onClick={() => openModal(PeopleModal, { onNamed: () => setRound((n) => n + 1) })}
      >
        {tPeople('open')}
      </button>
      {failed && (
        <p className="form-error" role="alert">
          {t('aiCaptions.failed')}
        </p>
      )}
      {!answer && !failed && <p role="status">{t('aiCaptions.loading')}</p>}
      {answer && drafts.length === 0 && <p>{t('aiCaptions.none')}</p>}
      <ul className="caption-list">
        {drafts.map((caption, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are edited in place.
          <li key={i}>
            <label className="field">
              <span>{t('aiCaptions.suggestion', { n: i + 1 })}</span>
              <input
                value={caption}
                maxLength={200}
                onChange={(e) => setDrafts(drafts.map((d, j) => (j === i ? e.target.value : d)))}
              />
            </label>
            <div className="actions">
              <button
                type="button"
                className="button small"
                disabled={!caption.trim()}
                onClick={() => void use(caption.trim())}
              >
                {t('aiCaptions.use')}
              </button>
              <button
                type="button"
                className="button small secondary"
                onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}
              >
                {t('aiCaptions.dismiss')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {photoIds.length > 0 && (
        <form
          className="person-form"
          onSubmit={(e) => {
            e.preventDefault();
            void name();
          }}
        >
          <label className="field">
            <span>{t('aiCaptions.whoIsHere')}</span>
            <input value={person} maxLength={80} onChange={(e) => setPerson(e.target.value)} />
          </label>
          <button type="submit" className="button small secondary" disabled={!person.trim()}>
            {t('aiCaptions.savePerson')}
          </button>
        </form>
      )}
    </div>
  );
}
