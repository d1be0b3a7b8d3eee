import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyOp,
  type FrameRef,
  filterSchema,
  type Op,
  type PhotoCrop,
  type PhotoFilter,
} from '../../../../render-core';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { frameOf, pageById } from './find';
import { PagePreview } from './FramePreview';
import { useEditorDocument } from '../state/use-editor-document';
import { useEditorSession } from '../state/editor-context';

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The ops that turn the frame's photo from `before` into the chosen crop and filter. */
/** A labelled range input; 0–1 in steps of 0.01 unless told. */
function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 1,
  step = 0.01,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}

export function imageEdits(
  frame: FrameRef,
  before: PhotoCrop & { filter: PhotoFilter },
  after: PhotoCrop & { filter: PhotoFilter },
): Op[] {
  const ops: Op[] = [];
  if (after.zoom !== before.zoom) ops.push({ type: 'zoomPhoto', ...frame, zoom: after.zoom });
  if (after.centerX !== before.centerX || after.centerY !== before.centerY)
    ops.push({ type: 'panPhoto', ...frame, centerX: after.centerX, centerY: after.centerY });
  if (after.rotation !== before.rotation)
    ops.push({ type: 'rotatePhoto', ...frame, rotation: after.rotation });
  if (after.filter !== before.filter) ops.push({ type: 'setFilter', ...frame, filter: after.filter });
  return ops;
}

/** SPEC §9 kind 7: crop (zoom and pan), rotate and filter the photo in its frame, previewed live. */
export function ImageEditorModal({ titleId, props, close }: ModalContentProps<{ frame: FrameRef }>) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const doc = useEditorDocument();
  const frame = doc ? frameOf(doc, props.frame) : null;
  const start = frame?.kind === 'photo' ? { ...frame.crop, filter: frame.filter } : null;
  const [value, setValue] = useState(start);

  const preview = useMemo(() => {
    if (!doc || !start || !value) return null;
    let next = doc;
    for (const op of imageEdits(props.frame, start, value)) next = applyOp(next, op).document;
    return next;
  }, [doc, start, value, props.frame]);

  if (!doc || !frame || frame.kind !== 'photo' || !start || !value || !preview) {
    return <h2 id={titleId}>{t('imageEditor.gone')}</h2>;
  }
  const where = pageById(doc, props.frame.pageId)!;
  const set = (change: Partial<typeof value>) => setValue({ ...value, ...change });
  const apply = async () => {
    const ops = imageEdits(props.frame, start, value);
    if (ops.length > 0) await session.editTogether(ops);
    close();
  };
  const rotate = (by: number) => set({ rotation: ((value.rotation + by + 540) % 360) - 180 });

  return (
    <div className="form-stack editor-form image-editor">
      <h2 id={titleId}>{t('imageEditor.title')}</h2>
      <PagePreview
        document={preview}
        page={where.ref}
        region={frame.box}
        width={280}
        label={t('imageEditor.preview')}
        onDrag={(dx, dy) =>
          set({
            centerX: clamp01(value.centerX - dx / value.zoom),
            centerY: clamp01(value.centerY - dy / value.zoom),
          })
        }
      />
      <Slider
        label={t('imageEditor.zoom')}
        min={1}
        max={4}
        step={0.05}
        value={value.zoom}
        onChange={(zoom) => set({ zoom })}
      />
      <Slider
        label={t('imageEditor.horizontal')}
        value={value.centerX}
        onChange={(centerX) => set({ centerX })}
      />
      <Slider
        label={t('imageEditor.vertical')}
        value={value.centerY}
        onChange={(centerY) => set({ centerY })}
      />
      <div className="actions">
        <button type="button" className="button secondary small" onClick={() => rotate(-90)}>
          {t('imageEditor.rotateLeft')}
        </button>
        <button type="button" className="button secondary small" onClick={() => rotate(90)}>
          {t('imageEditor.rotateRight')}
        </button>
      </div>
      <fieldset className="filter-choice">
        <legend>{t('imageEditor.filter')}</legend>
        {filterSchema.options.map((f) => (
          <label key={f}>
            <input
              type="radio"
              name="filter"
              value={f}
              checked={value.filter === f}
              onChange={() => set({ filter: f })}
            />
            {t(`imageEditor.filters.${f}`)}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={() => setValue(start)}>
          {t('imageEditor.reset')}
        </button>
        <button type="button" className="button" onClick={() => void apply()}>
          {t('imageEditor.apply')}
        </button>
      </div>
    </div>
  );
}
