import { useEffect, useRef } from 'react';
import type { Theme } from '../../../../../render-core';
import { cssFontFamily } from './font-css';

/**
 * A small page in one theme: its background, the book's first photo (or a grey block) inside the
 * theme's margin, and the title in the theme's title font and colour. Drawn in HTML so the title
 * uses the same web faces as the rest of the editor and stays sharp at any size.
 */
export function ThemePicture({
  theme,
  photo,
  title,
  aspect,
}: {
  theme: Theme;
  photo: ImageBitmap | null;
  title: string;
  /** The page's width over its height. */
  aspect: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || !photo) return;
    const box = el.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    el.width = Math.max(1, Math.round(box.width * ratio));
    el.height = Math.max(1, Math.round(box.height * ratio));
    // Cover the block as a photo frame does: the middle of the photo, cut to the block's shape.
    const scale = Math.max(el.width / photo.width, el.height / photo.height);
    const w = photo.width * scale;
    const h = photo.height * scale;
    ctx.drawImage(photo, (el.width - w) / 2, (el.height - h) / 2, w, h);
  }, [photo]);

  const margin = `${theme.spacing * 100}%`;
  return (
    <span
      className="theme-page"
      aria-hidden="true"
      style={{ background: theme.background, aspectRatio: String(aspect), padding: margin }}
    >
      {photo ? (
        <canvas ref={canvas} className="theme-page-photo" />
      ) : (
        <span className="theme-page-photo theme-page-placeholder" />
      )}
      <span
        className="theme-page-title"
        style={{ color: theme.textColor, fontFamily: cssFontFamily(theme.titleFont) }}
      >
        {title}
      </span>
    </span>
  );
}
