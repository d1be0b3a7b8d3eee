import { type DragEvent, memo, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT } from './prepare';
import { limitWords } from './limit-words';
import './pick-zone.css';

/**
 * The photo picker of the uploader and the editor's "add photos": a file input for many photos,
 * and a drop zone on devices with a pointer. `label` names the button. Memoised: the pages around
 * it re-render many times a second while photos are read.
 */
export const PickZone = memo(function PickZone({
  onFiles,
  label,
}: {
  onFiles: (files: File[]) => void;
  label: string;
}) {
  const { t, i18n } = useTranslation('photos');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    // Dropping is a pointer shortcut; the file input inside is the way in for everyone else.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <section
      className={over ? 'pick-zone over' : 'pick-zone'}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label className="button">
        {label}
        <input
          ref={input}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className="visually-hidden"
          aria-describedby={hintId}
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            if (input.current) input.current.value = '';
          }}
        />
      </label>
      <p id={hintId} className="muted">
        <span className="drop-hint">{t('uploader.drop')} </span>
        {t('uploader.accepted', limitWords(i18n.language))}
      </p>
    </section>
  );
});
