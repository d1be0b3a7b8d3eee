import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleLocale } from '../../../places/place-names';
import { useEditor } from '../state/editor-context';
import { captionIdeas } from './caption-ideas';
import './captions.css';

/** How many ideas the format bar shows: few enough to leave the page in view above the keyboard. */
const SHOWN = 3;

/**
 * Caption ideas for the page being typed on, as chips in the format bar: a tap puts the idea in
 * the text box (Done writes it, one undo step). Nothing shows while they load or when none come.
 */
export function CaptionIdeas({ pageId, onPick }: { pageId: string; onPick: (caption: string) => void }) {
  const { t, i18n } = useTranslation('captions');
  const [ideas, setIdeas] = useState<string[] | null>(null);
  const editor = useEditor();

  // biome-ignore lint/correctness/useExhaustiveDependencies: ideas for the page as it was when typing began.
  useEffect(() => {
    const doc = editor?.document;
    if (!doc) return;
    let live = true;
    const translate = (key: string, options?: Record<string, unknown>) => t(key, options ?? {}) as string;
    captionIdeas(doc, pageId, translate, titleLocale(i18n.language)).then(
      (got) => live && setIdeas(got.slice(0, SHOWN)),
      () => live && setIdeas([]),
    );
    return () => {
      live = false;
    };
  }, [pageId, t, i18n.language]);

  if (!ideas || ideas.length === 0) return null;
  return (
    <fieldset className="format-ideas">
      <legend className="format-ideas-label">{t('ideas')}</legend>
      {ideas.map((idea) => (
        <button key={idea} type="button" className="format-chip format-idea" onClick={() => onPick(idea)}>
          {idea}
        </button>
      ))}
    </fieldset>
  );
}
