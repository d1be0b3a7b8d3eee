import { type PDFFont, type PDFImage, PDFDocument, PDFName, type PDFPage, rgb } from 'pdf-lib';
import type { BookDocument } from '../model/document';
import type { FontFamily, PhotoFilter } from '../model/frame';
import { mm, mmToPt } from '../model/units';
import type { Scene, TextItem } from '../scene/draw-list';
import { sceneForPage } from '../scene/scene-for-page';
import { wrapText } from '../scene/wrap-text';
import { imageOperators } from './pdf-ops';

/** What pdf-lib's registerFontkit takes (the @pdf-lib/fontkit module). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export interface PrintInputs {
  /**
   * The photo's bytes, upright (EXIF orientation applied), as JPEG or PNG, with the filter already
   * baked in: the shell owns decoding and filters (sharp on the server).
   */
  image: (photoId: string, filter: PhotoFilter) => Promise<Uint8Array> | Uint8Array;
  /** TTF/OTF/WOFF bytes for each font the document uses (WOFF2 is not supported by fontkit). */
  fonts: Partial<Record<FontFamily, Uint8Array>>;
  fontkit: Fontkit;
  /** Fixed dates keep the file byte-for-byte the same for the same book. */
  creationDate?: Date;
  locale?: string;
}

const pt = (v: number) => mmToPt(mm(v));

function colour(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

function drawText(page: PDFPage, item: TextItem, font: PDFFont, heightMm: number) {
  const size = item.size;
  const maxWidth = pt(item.box.width);
  const lines = wrapText(item.text, maxWidth, (s) => font.widthOfTextAtSize(s, size));
  const lineHeight = size * item.lineHeight;
  const ascent = font.heightAtSize(size, { descender: false });
  // The same vertical centring as paint: the block's middle on the box's middle.
  let top =
    pt(heightMm - item.box.y) -
    (pt(item.box.height) - lines.length * lineHeight) / 2 -
    (lineHeight - size) / 2;
  for (const line of lines) {
    const width = font.widthOfTextAtSize(line, size);
    const x =
      item.align === 'left'
        ? pt(item.box.x)
        : item.align === 'right'
          ? pt(item.box.x) + maxWidth - width
          : pt(item.box.x) + (maxWidth - width) / 2;
    page.drawText(line, { x, y: top - ascent, size, font, color: colour(item.color) });
    top -= lineHeight;
  }
}

/**
 * A print-ready PDF: the cover (if any) then every page, each at trim size plus bleed with its
 * TrimBox and BleedBox set, photos embedded at their real pixels and fonts embedded (subset).
 */
export async function renderPrintPdf(doc: BookDocument, inputs: PrintInputs): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(inputs.fontkit);
  const date = inputs.creationDate ?? new Date(0);
  pdf.setTitle(doc.title || doc.id);
  pdf.setCreator('Bindery render-core');
  pdf.setProducer('Bindery render-core');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);

  const fonts = new Map<string, PDFFont>();
  const fontFor = async (family: FontFamily) => {
    let font = fonts.get(family);
    if (!font) {
      const bytes = inputs.fonts[family];
      if (!bytes) throw new Error(`font "${family}" is used in the book but was not provided`);
      font = await pdf.embedFont(bytes, { subset: true });
      fonts.set(family, font);
    }
    return font;
  };
  const images = new Map<string, PDFImage>();
  const imageFor = async (photoId: string, filter: PhotoFilter) => {
    const key = `${photoId}\u0000${filter}`;
    let image = images.get(key);
    if (!image) {
      const bytes = await inputs.image(photoId, filter);
      image = isJpeg(bytes) ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
      images.set(key, image);
    }
    return image;
  };

  const refs = [...(doc.cover ? (['cover'] as const) : []), ...doc.pages.map((_, i) => i)];
  for (const ref of refs) {
    const scene: Scene = sceneForPage(doc, ref, { bleed: true, locale: inputs.locale ?? 'en' });
    const page = pdf.addPage([pt(scene.width), pt(scene.height)]);
    const trim = scene.trim;
    page.setBleedBox(0, 0, pt(scene.width), pt(scene.height));
    page.setTrimBox(pt(trim.x), pt(trim.y), pt(trim.width), pt(trim.height));
    for (const item of scene.items) {
      if (item.kind === 'rect') {
        const b = item.box;
        page.drawRectangle({
          x: pt(b.x),
          y: pt(scene.height - b.y - b.height),
          width: pt(b.width),
          height: pt(b.height),
          color: colour(item.color),
        });
      } else if (item.kind === 'image') {
        const image = await imageFor(item.photoId, item.filter);
        const name = page.node.newXObject('Image', image.ref);
        page.pushOperators(...imageOperators(item, name, scene.height));
      } else if (item.kind === 'text') {
        drawText(page, item, await fontFor(item.font), scene.height);
      }
    }
  }
  pdf.catalog.set(PDFName.of('PageLayout'), PDFName.of('SinglePage'));
  return pdf.save({ useObjectStreams: false });
}
