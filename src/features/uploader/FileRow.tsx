import { useTranslation } from 'react-i18next';
import type { FileProgress } from '../../photos/upload-state';
import type { PickedItem } from './uploader-store';

interface Props {
  item: PickedItem;
  progress: FileProgress | undefined;
  onTogglePause: () => void;
  onRetry: () => void;
}

/** One picked file: its check result, then its upload with pause, resume and retry. */
export function FileRow({ item, progress, onTogglePause, onRetry }: Props) {
  const { t } = useTranslation('photos');
  if (item.state !== 'accepted') {
    const text =
      item.state === 'preparing'
        ? t('uploader.preparing')
        : item.state === 'duplicate'
          ? t('reason.duplicate')
          : t(`reason.${item.reason ?? 'corrupt'}`);
    return (
      <li className={`file-row ${item.state}`} aria-label={item.name}>
        <span className="file-name">{item.name}</span>
        <span className="file-status">{text}</span>
      </li>
    );
  }
  const status = progress?.status ?? 'waiting';
  const percent =
    progress && progress.bytesTotal > 0 ? Math.round((progress.bytesSent / progress.bytesTotal) * 100) : 0;
  const refused = status === 'done' && progress?.serverStatus === 'failed';
  return (
    <li className={`file-row ${status}`} aria-label={item.name}>
      <span className="file-name">{item.name}</span>
      <progress
        max={100}
        value={status === 'done' ? 100 : percent}
        aria-label={t('uploader.fileProgress', { name: item.name })}
      />
      <span className="file-status">
        {refused
          ? t('uploader.serverRefused', { reason: t(`reason.${progress?.serverReason ?? 'corrupt'}`) })
          : t(`status.${status}`)}
      </span>
      {(status === 'uploading' || status === 'waiting' || status === 'paused') && (
        <button type="button" className="button secondary small" onClick={onTogglePause}>
          {status === 'paused' ? t('uploader.resume') : t('uploader.pause')}
          <span className="visually-hidden"> {item.name}</span>
        </button>
      )}
      {status === 'failed' && (
        <button type="button" className="button secondary small" onClick={onRetry}>
          {t('uploader.retry')}
          <span className="visually-hidden"> {item.name}</span>
        </button>
      )}
    </li>
  );
}
