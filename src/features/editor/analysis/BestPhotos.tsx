import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../../render-core';
import { chooseBest } from '../../../../render-core/layout/refine';
import './draft.css';
import { useEditorSession } from '../state/editor-context';

const placedCount = (doc: BookDocument) =>
  new Set(
    doc.pages.flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : []))),
  ).size;

/**
 * "Keep the best N": the draft chosen again for N photos, the best spread over the whole book
 * (render-core chooseBest). Nothing is deleted (the rest waits in the tray) and pages the customer
 * has edited stay as they are. Books with a draft record only.
 */
export function BestPhotos({ document: doc }: { document: BookDocument }) {
  const { t } = useTranslation('draft');
  const session = useEditorSession();
  const [count, setCount] = useState(() => String(placedCount(doc)));
  const [chosen, setChosen] = useState<number | null>(null);
  if (doc.kind !== 'book' || !doc.draft) return null;
  const most = doc.photos.length - doc.removedPhotoIds.length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Math.max(1, Math.min(most, Math.floor(Number(count))));
    if (!Number.isFinite(n)) return;
    session.refine((d) => chooseBest(d, n), 'local');
    setChosen(n);
  };
  return (
    <form className="best-photos" onSubmit={submit}>
      <label>
        {t('best.label')}{' '}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
      </label>
      <button type="submit" className="button small secondary">
        {t('best.apply')}
      </button>
      <p className="hint" role="status">
        {chosen === null ? t('best.hint') : t('best.done', { n: chosen })}
      </p>
    </form>
  );
}

/** A left-out photo's reason, short for its tile and whole for its name. */
export function useLeftOutReason(doc: BookDocument | null) {
  const { t } = useTranslation('draft');
  return (photoId: string): { short: string; full: string } | null => {
    const entry = doc?.draft?.leftOut[photoId];
    if (!entry) return null;
    return { short: t(`reason.${entry.reason}.short`), full: t(`reason.${entry.reason}.full`) };
  };
}
