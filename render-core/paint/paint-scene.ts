import type { FontFamily, PhotoFilter } from '../model/frame';
import { MM_PER_INCH, PT_PER_INCH } from '../model/units';
import type { Scene, TextItem } from '../scene/draw-list';
import { wrapText } from '../scene/wrap-text';
import type { CanvasLike, ImageLike } from './canvas-like';
import { fontAscent } from './font-files';

export interface PaintOptions<Image extends ImageLike> {
  /** Canvas pixels per millimetre. */
  scale: number;
  /** The decoded image for a photo, or undefined while it is still loading (a grey box shows). */
  image: (photoId: string) => Image | undefined;
  /**
   * The CSS font-family list for a document font (quoted names, then a generic family); by default
   * the document's family name alone. A canvas that registered the face under another name, or
   * wants a generic family behind it, says so here.
   */
  fontFamily?: (font: FontFamily) => string;
  /**
   * Whether text in this font can be drawn yet. Text whose face is still loading is left out
   * rather than drawn in a stand-in face that measures and wraps differently from print; the
   * caller paints again when the face arrives. By default every font is ready (Node and print
   * checks register their fonts before painting).
   */
  fontReady?: (font: FontFamily) => boolean;
}

/** CSS filters for the photo filters; print bakes the same looks into the image bytes. */
export const canvasFilters: Record<PhotoFilter, string> = {
  none: 'none',
  bw: 'grayscale(1)',
  sepia: 'sepia(1)',
  warm: 'sepia(0.25) saturate(1.15)',
  cool: 'saturate(0.85) hue-rotate(12deg)',
};

const PLACEHOLDER = '#d9d9d9';

/** `family` is a CSS font-family list. */
function paintText<Image>(ctx: CanvasLike<Image>, item: TextItem, scale: number, family: string) {
  const size = (item.size / PT_PER_INCH) * MM_PER_INCH * scale;
  ctx.font = `${size}px ${family}`;
  ctx.fillStyle = item.color;
  ctx.textAlign = item.align;
  // A turned item (a spine title) is laid out upright in a box of its height by its width, then
  // turned a quarter clockwise about the box's centre, as print does.
  const turned = item.rotation === 90;
  if (turned) {
    ctx.save();
    ctx.translate((item.box.x + item.box.width / 2) * scale, (item.box.y + item.box.height / 2) * scale);
    ctx.rotate(Math.PI / 2);
  }
  const box = turned
    ? {
        x: (-item.box.height / 2) * scale,
        y: (-item.box.width / 2) * scale,
        w: item.box.height * scale,
        h: item.box.width * scale,
      }
    : {
        x: item.box.x * scale,
        y: item.box.y * scale,
        w: item.box.width * scale,
        h: item.box.height * scale,
      };
  const lines = wrapText(item.text, box.w, (s) => ctx.measureText(s).width);
  const lineHeight = size * item.lineHeight;
  // Centre the block vertically; print does the same so both agree.
  let y = box.y + (box.h - lines.length * lineHeight) / 2 + (lineHeight - size) / 2;
  // Each line's baseline lies the face's ascender below the line's top, as in print.
  ctx.textBaseline = 'alphabetic';
  y += fontAscent[item.font] * size;
  const x = item.align === 'left' ? box.x : item.align === 'right' ? box.x + box.w : box.x + box.w / 2;
  for (const line of lines) {
    ctx.fillText(line, x, y);
    y += lineHeight;
  }
  if (turned) ctx.restore();
}

/** Draws a scene onto any Canvas2D-like context, `scale` canvas pixels to the millimetre. */
export function paintScene<Image extends ImageLike>(
  ctx: CanvasLike<Image>,
  scene: Scene,
  options: PaintOptions<Image>,
) {
  const s = options.scale;
  for (const item of scene.items) {
    switch (item.kind) {
      case 'rect':
        ctx.fillStyle = item.color;
        ctx.fillRect(item.box.x * s, item.box.y * s, item.box.width * s, item.box.height * s);
        break;
      case 'placeholder':
        ctx.fillStyle = '#eeeeee';
        ctx.fillRect(item.box.x * s, item.box.y * s, item.box.width * s, item.box.height * s);
        break;
      case 'text':
        if (options.fontReady && !options.fontReady(item.font)) break;
        paintText(ctx, item, s, options.fontFamily?.(item.font) ?? `"${item.font}"`);
        break;
      case 'image': {
        ctx.save();
        ctx.beginPath();
        ctx.rect(item.clip.x * s, item.clip.y * s, item.clip.width * s, item.clip.height * s);
        ctx.clip();
        const image = options.image(item.photoId);
        if (!image) {
          ctx.fillStyle = PLACEHOLDER;
          ctx.fillRect(item.clip.x * s, item.clip.y * s, item.clip.width * s, item.clip.height * s);
          ctx.restore();
          break;
        }
        // The image may be a rendition: map the source rectangle from original pixels to its own.
        const kx = image.width / item.photoSize.width;
        const ky = image.height / item.photoSize.height;
        ctx.translate(item.center.x * s, item.center.y * s);
        if (item.rotation !== 0) ctx.rotate((item.rotation * Math.PI) / 180);
        ctx.filter = canvasFilters[item.filter];
        const w = item.width * s;
        const h = item.height * s;
        ctx.drawImage(
          image,
          item.source.x * kx,
          item.source.y * ky,
          item.source.width * kx,
          item.source.height * ky,
          -w / 2,
          -h / 2,
          w,
          h,
        );
        ctx.filter = 'none';
        ctx.restore();
        break;
      }
    }
  }
}
