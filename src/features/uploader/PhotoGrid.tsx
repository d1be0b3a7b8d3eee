import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileProgress } from '../../photos/upload-state';
import { formatNumber } from '../../ui/format';
import { limitWords } from '../../photos/limit-words';
import { whenNearScreen } from './near-screen';
import type { PickedItem } from './uploader-store';

/** What a tile says of its photo, most telling first: refused, then preparing, then its upload. */
export type TileStatus =
  | { kind: 'waiting' }
  | { kind: 'reading' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'paused'; percent: number }
  | { kind: 'failed' }
  | { kind: 'uploaded' }
  | { kind: 'refused'; reason: string }
  | { kind: 'duplicate' };

export function tileStatus(item: Pick<PickedItem, 'state'>, progress: FileProgress | undefined): TileStatus {
  if (item.state === 'duplicate') return { kind: 'duplicate' };
  if (item.state === 'reading') return { kind: 'reading' };
  const percent =
    progress && progress.bytesTotal > 0 ? Math.round((progress.bytesSent / progress.bytesTotal) * 100) : 0;
  // Once its upload has started, that is the news; renditions are made beside it.
  switch (progress?.status) {
    case 'done':
      return progress.serverStatus === 'failed'
        ? { kind: 'refused', reason: progress.serverReason ?? 'corrupt' }
        : { kind: 'uploaded' };
    case 'uploading':
      return { kind: 'uploading', percent };
    case 'paused':
      return { kind: 'paused', percent };
    case 'failed':
      return { kind: 'failed' };
  }
  return item.state === 'preparing' ? { kind: 'preparing' } : { kind: 'waiting' };
}

/** Loads the tile's picture only when the tile comes near the screen: a book can have 500. */
function useNearScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = element.current;
    if (!el || near) return;
    return whenNearScreen(el, () => setNear(true));
  }, [element, near]);
  return near;
}

interface TileProps {
  item: PickedItem;
  progress: FileProgress | undefined;
  previewOf(photoId: string): Promise<Blob | undefined>;
  onTogglePause(photoId: string): void;
  onRetry(photoId: string): void;
}

/**
 * One photo: its picture (sharper as its renditions come), its name and where it stands. Memoised:
 * snapshots keep unchanged items and progress as they were, so one photo's news redraws one tile,
 * not hundreds.
 */
export const PhotoTile = memo(function PhotoTile({
  item,
  progress,
  previewOf,
  onTogglePause,
  onRetry,
}: TileProps) {
  const { t, i18n } = useTranslation('photos');
  const box = useRef<HTMLLIElement>(null);
  const near = useNearScreen(box);
  const [url, setUrl] = useState<string | null>(null);
  const key = item.photoId ?? item.key;
  const nameId = useId();
  const statusId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `item.preview` bumps when a better picture is there.
  useEffect(() => {
    if (!near) return;
    let live = true;
    void previewOf(key).then((blob) => {
      if (live && blob) setUrl(URL.createObjectURL(blob));
    });
    return () => {
      live = false;
    };
  }, [near, key, item.preview, previewOf]);
  // A picture's URL is let go once the tile shows the next one (or is gone): let go as the better
  // picture was being asked for, the image still loading it failed (ERR_FILE_NOT_FOUND).
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const status = tileStatus(item, progress);
  const text = (() => {
    switch (status.kind) {
      case 'reading':
      case 'waiting':
        return t('tile.waiting');
      case 'preparing':
        return t('tile.preparing');
      case 'uploading':
        return t('tile.uploading', { percent: formatNumber(status.percent, i18n.language) });
      case 'paused':
        return t('status.paused');
      case 'failed':
        return t('status.failed');
      case 'uploaded':
        return t('status.done');
      case 'duplicate':
        return t('reason.duplicate');
      case 'refused':
        return t('uploader.serverRefused', {
          reason: t(`reason.${status.reason}`, {
            ...limitWords(i18n.language),
            defaultValue: t('reason.corrupt'),
          }),
        });
    }
  })();
  const percent =
    status.kind === 'uploading' || status.kind === 'paused'
      ? status.percent
      : status.kind === 'uploaded'
        ? 100
        : null;
  const canPause = status.kind === 'uploading' || status.kind === 'paused' || status.kind === 'waiting';

  return (
    <li
      ref={box}
      className={`photo-tile ${status.kind}`}
      // Its name is the file name and where it stands, read from the two lines under the picture.
      aria-labelledby={`${nameId} ${statusId}`}
    >
      <div className="tile-picture">{url && <img src={url} alt="" decoding="async" />}</div>
      {/* A long file name is cut to the tile's width; the title holds it whole. */}
      <span id={nameId} className="tile-name" title={item.name}>
        {item.name}
      </span>
      <span id={statusId} className="tile-status">
        {text}
      </span>
      {percent !== null && (
        <progress max={100} value={percent} aria-label={t('uploader.fileProgress', { name: item.name })} />
      )}
      {canPause && item.photoId && progress && (
        <button type="button" className="tile-action" onClick={() => onTogglePause(item.photoId ?? '')}>
          <span aria-hidden="true">{status.kind === 'paused' ? '▶' : '❚❚'}</span>
          <span className="visually-hidden">
            {status.kind === 'paused' ? t('uploader.resume') : t('uploader.pause')} {item.name}
          </span>
        </button>
      )}
      {status.kind === 'failed' && (
        <button type="button" className="tile-action" onClick={() => item.photoId && onRetry(item.photoId)}>
          <span aria-hidden="true">↻</span>
          <span className="visually-hidden">
            {t('uploader.retry')} {item.name}
          </span>
        </button>
      )}
    </li>
  );
});

interface GridProps {
  items: readonly PickedItem[];
  files: Readonly<Record<string, FileProgress>>;
  previewOf(photoId: string): Promise<Blob | undefined>;
  onTogglePause(photoId: string): void;
  onRetry(photoId: string): void;
}

/** The customer's photos as a grid of thumbnails, three or four across on a phone. */
export function PhotoGrid({ items, files, previewOf, onTogglePause, onRetry }: GridProps) {
  return (
    <ul className="photo-grid">
      {items.map((item) => (
        <PhotoTile
          key={item.key}
          item={item}
          progress={item.photoId ? files[item.photoId] : undefined}
          previewOf={previewOf}
          onTogglePause={onTogglePause}
          onRetry={onRetry}
        />
      ))}
    </ul>
  );
}
