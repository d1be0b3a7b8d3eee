import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../../render-core';
import { MAX_ZOOM } from './view';

/** Where the shown page is, in the product's own words: page, print or month. */
const PAGE_KEY = { book: 'view.page', print: 'view.print', calendar: 'view.month' } as const;

interface Props {
  /** The design's kind and page count: all the row reads of the document, so an edit inside a frame
   * leaves its props as they were. */
  kind: BookDocument['kind'];
  pages: number;
  /** The shown inner page's index, -1 for none (a whole spread, the cover). */
  pageNumber: number;
  /** One page or the whole spread: offered on a phone, not on the cover sheet. */
  viewChoice: boolean;
  wholeSpread: boolean;
  onWholeSpread: (whole: boolean) => void;
  zoom: number;
  onZoom: (step: 'in' | 'out' | 'fit') => void;
  /** Where the selected frame's actions go when there is no room beside it. */
  actionRow: (el: HTMLDivElement | null) => void;
}

/**
 * View and zoom: a row under the canvas, so no control ever sits on a photo or its badge. Memoised:
 * its props are plain values and stable callbacks, the same for an edit inside a frame.
 */
export const CanvasControls = memo(function CanvasControls(props: Props) {
  const { t, i18n } = useTranslation('editor');
  const { t: tc } = useTranslation('editor-canvas');
  const { kind, pageNumber, zoom, onZoom } = props;
  return (
    <div className="canvas-controls">
      <div className="canvas-action-row" ref={props.actionRow} />
      {props.viewChoice && (
        <fieldset className="canvas-view-choice" aria-label={tc('view.label')}>
          <button
            type="button"
            className="canvas-control"
            aria-label={tc('view.onePage')}
            aria-pressed={!props.wholeSpread}
            onClick={() => props.onWholeSpread(false)}
          >
            {tc('view.onePageShort')}
          </button>
          <button
            type="button"
            className="canvas-control"
            aria-label={tc('view.wholeSpread')}
            aria-pressed={props.wholeSpread}
            onClick={() => props.onWholeSpread(true)}
          >
            {tc('view.wholeSpreadShort')}
          </button>
        </fieldset>
      )}
      {pageNumber >= 0 && (
        <p className="canvas-page-number">{tc(PAGE_KEY[kind], { n: pageNumber + 1, total: props.pages })}</p>
      )}
      <div className="canvas-zoom">
        <p role="status" className="canvas-zoom-level">
          {zoom > 1
            ? t('zoom.level', {
                percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(zoom),
              })
            : ''}
        </p>
        {zoom > 1 && (
          <button type="button" className="canvas-control" onClick={() => onZoom('fit')}>
            {t('zoom.reset')}
          </button>
        )}
        {/* Buttons and keys as well as pinching: zooming never needs two fingers. */}
        <button
          type="button"
          className="canvas-control canvas-zoom-step"
          aria-label={t('zoom.out')}
          title={t('zoom.out')}
          disabled={zoom <= 1}
          onClick={() => onZoom('out')}
        >
          −
        </button>
        <button
          type="button"
          className="canvas-control canvas-zoom-step"
          aria-label={t('zoom.in')}
          title={t('zoom.in')}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => onZoom('in')}
        >
          +
        </button>
      </div>
    </div>
  );
});
