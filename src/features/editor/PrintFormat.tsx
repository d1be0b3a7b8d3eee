import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookDocument, pageTrim, photoSuitsPrint } from '../../../render-core';
import { pagesOfSpread } from './modals/find';
import { useEditorSession } from './state/editor-context';

/** The border a bordered print gets, mm (a photo lab's usual white border on a 6x4). */
const BORDER_MM = 4;

/**
 * Sets of prints: for each print on screen, offers to turn it to its photo's orientation when the
 * two differ (a portrait photo on a landscape 6x4 would be cropped hard) and a white border. Each
 * change is the `setPrintFormat` op (one undo step).
 */
export function PrintFormat({ document, spread }: { document: BookDocument; spread: number }) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  if (document.kind !== 'print') return null;
  const photos = new Map(document.photos.map((p) => [p.id, p]));
  const shown = pagesOfSpread(document, spread).filter(
    (p): p is typeof p & { ref: number } => typeof p.ref === 'number',
  );
  return (
    <section className="print-format" aria-label={t('printFormat.label')}>
      {shown.map(({ page, ref }) => {
        const number = ref + 1;
        const frame = page.frames.find((f) => f.kind === 'photo');
        const photo = frame?.kind === 'photo' && frame.photoId ? photos.get(frame.photoId) : undefined;
        const trim = pageTrim(document.product, page);
        const turn = photo && !photoSuitsPrint(photo, trim);
        const portrait = trim.width > trim.height;
        return (
          <div className="print-format-row" key={page.id}>
            {turn ? (
              <button
                type="button"
                className="button secondary small"
                onClick={() =>
                  void session.edit({ type: 'setPrintFormat', pageId: page.id, turned: !page.turned })
                }
              >
                {t(portrait ? 'printFormat.turnPortrait' : 'printFormat.turnLandscape', { number })}
              </button>
            ) : page.turned ? (
              <button
                type="button"
                className="button secondary small"
                onClick={() => void session.edit({ type: 'setPrintFormat', pageId: page.id, turned: false })}
              >
                {t('printFormat.turnBack', { number })}
              </button>
            ) : null}
            <BorderToggle
              pageId={page.id}
              bordered={(page.border ?? 0) > 0}
              label={t('printFormat.border', { number })}
            />
          </div>
        );
      })}
    </section>
  );
}

/**
 * The white-border checkbox shows the customer's click at once: edits reach the document a moment
 * later (through the render worker), and a checkbox that flips late reads as a missed tap. The
 * document's value takes over as soon as it changes, or if the edit fails.
 */
function BorderToggle({ pageId, bordered, label }: { pageId: string; bordered: boolean; label: string }) {
  const session = useEditorSession();
  // The clicked value, kept only while the document still shows what it showed at the click.
  const [pending, setPending] = useState<{ value: boolean; over: boolean } | null>(null);
  const checked = pending && pending.over === bordered ? pending.value : bordered;
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          setPending({ value: next, over: bordered });
          // A refused edit answers false: then the document's value shows again.
          void session.edit({ type: 'setPrintFormat', pageId, border: next ? BORDER_MM : 0 }).then((done) => {
            if (!done) setPending(null);
          });
        }}
      />{' '}
      {label}
    </label>
  );
}
