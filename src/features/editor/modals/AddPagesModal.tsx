import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Op } from '../../../../render-core';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { pagesOfSpread } from './find';
import { spreadOfPage } from '../canvas/spread-geometry';
import { useEditorDocument } from '../state/use-editor-document';
import { useEditorSession } from '../state/editor-context';

/** SPEC §9 kind 0: adds pages (in the product's steps, up to its maximum) after this spread or at the end. */
export function AddPagesModal({ titleId, props, close }: ModalContentProps<{ spread: number }>) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const doc = useEditorDocument();
  const [where, setWhere] = useState<'here' | 'end'>('here');
  const step = doc ? Math.max(1, doc.product.pages.step) : 2;
  const room = doc ? Math.max(0, doc.product.pages.max - doc.pages.length) : 0;
  const [count, setCount] = useState(Math.min(step, room));
  if (!doc) return null;
  if (room === 0) {
    return (
      <div className="form-stack editor-form">
        <h2 id={titleId}>{t('addPages.title')}</h2>
        <p>{t('addPages.full', { max: doc.product.pages.max })}</p>
      </div>
    );
  }
  const choices = Array.from({ length: Math.floor(room / step) }, (_, i) => (i + 1) * step).slice(0, 10);
  const last = pagesOfSpread(doc, props.spread).at(-1);
  const at =
    where === 'end' || !last || last.ref === 'cover'
      ? where === 'end'
        ? doc.pages.length
        : 0
      : last.ref + 1;

  const add = async () => {
    const ops: Op[] = Array.from({ length: count }, (_, i) => ({ type: 'addPage', at: at + i }));
    if (await session.editTogether(ops)) {
      const next = session.document;
      if (next) session.showSpread(spreadOfPage(next, at));
      close();
    }
  };

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('addPages.title')}</h2>
      <label className="field">
        <span>{t('addPages.count')}</span>
        <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {choices.map((n) => (
            <option key={n} value={n}>
              {t('addPages.pages', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('addPages.where')}</legend>
        <label>
          <input type="radio" name="where" checked={where === 'here'} onChange={() => setWhere('here')} />
          {t('addPages.afterThis')}
        </label>
        <label>
          <input type="radio" name="where" checked={where === 'end'} onChange={() => setWhere('end')} />
          {t('addPages.atEnd')}
        </label>
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void add()}>
          {t('addPages.add')}
        </button>
      </div>
    </div>
  );
}
