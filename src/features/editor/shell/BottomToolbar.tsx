import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutsIcon, PagesIcon, PhotosIcon, TextIcon, ThemesIcon } from './icons';
import { type MoreItem, MoreMenu } from './MoreMenu';

interface Props {
  trayOpen: boolean;
  trayId: string;
  /** The Photos tool's id, so focus can come back to it when the tray closes. */
  photosId?: string;
  unusedCount: number;
  onPhotos: () => void;
  onLayouts: () => void;
  onCaption: () => void;
  onThemes: () => void;
  onPages: () => void;
  more: readonly MoreItem[];
}

function Tool({
  id,
  icon,
  label,
  name,
  onClick,
  badge,
  expanded,
  controls,
}: {
  id?: string;
  icon: ReactNode;
  label: string;
  /** The accessible name when it says more than the short label: the tool's full name. */
  name?: string;
  onClick: () => void;
  badge?: number;
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      className="tool-button"
      aria-label={name}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      {icon}
      <span className="tool-label">{label}</span>
      {badge ? (
        <span className="tool-badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The everyday tools, each an icon over a short label: along the bottom of a phone's screen, down
 * the side on a wide one. Rare and destructive tools wait behind More.
 */
export function BottomToolbar(props: Props) {
  const { t } = useTranslation(['editor-shell', 'editor']);
  return (
    <section className="editor-tools" aria-label={t('editor:tools.label')}>
      <Tool
        id={props.photosId}
        icon={<PhotosIcon />}
        label={t('toolbar.photos')}
        onClick={props.onPhotos}
        expanded={props.trayOpen}
        controls={props.trayOpen ? props.trayId : undefined}
        badge={props.unusedCount}
      />
      <Tool
        icon={<LayoutsIcon />}
        label={t('toolbar.layouts')}
        name={t('editor:tools.templates')}
        onClick={props.onLayouts}
      />
      <Tool
        icon={<TextIcon />}
        label={t('toolbar.caption')}
        name={t('editor:tools.addCaption')}
        onClick={props.onCaption}
      />
      <Tool icon={<ThemesIcon />} label={t('editor:tools.themes')} onClick={props.onThemes} />
      <Tool
        icon={<PagesIcon />}
        label={t('toolbar.pages')}
        name={t('editor:tools.addPages')}
        onClick={props.onPages}
      />
      <MoreMenu items={props.more} />
    </section>
  );
}
