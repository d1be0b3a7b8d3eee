import {
  degrees,
  type PDFFont,
  type PDFImage,
  PDFDocument,
  PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  translate,
} from 'pdf-lib';
import type { BookDocument } from '../model/document';
import type { FontFamily, PhotoFilter } from '../model/frame';
import { mm, mmToPt } from '../model/units';
import type { Scene, TextItem } from '../scene/draw-list';
import { sceneForCover } from '../scene/scene-for-cover';
import { sceneForPage } from '../scene/scene-for-page';
import { wrapText } from '../scene/wrap-text';
import { type RunFace, runsWidth, textRuns } from './font-runs';
import { imageOperators } from './pdf-ops';
import { fontAscent } from '../paint/font-files';
import { drawCropMarks, MARKS_MARGIN_MM, markPdfX, tagFontSubsets } from './pdf-x';

/** What pdf-lib's registerFontkit takes (the @pdf-lib/fontkit module). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export interface PrintInputs {
  /**
   * The photo's bytes, upright (EXIF orientation applied), as JPEG or PNG, with the filter already
   * baked in: the shell owns decoding and filters (sharp on the server).
   */
  image: (photoId: string, filter: PhotoFilter) => Promise<Uint8Array> | Uint8Array;
  /**
   * TTF/OTF/WOFF bytes for each font the document uses (WOFF2 is not supported by fontkit): one
   * file, or a family's subsets in order (Latin first, then Latin Extended...), each character
   * printed in the first that has it.
   */
  fonts: Partial<Record<FontFamily, Uint8Array | readonly Uint8Array[]>>;
  fontkit: Fontkit;
  /** Fixed dates keep the file byte-for-byte the same for the same book. */
  creationDate?: Date;
  locale?: string;
  /**
   * Which part of the product the file holds: everything (default), only the cover (a bound book's
   * cover sheet) or only the inner pages, for printers that take the two as separate files.
   */
  part?: PrintPart;
  /** Crop marks outside the bleed (the page grows by MARKS_MARGIN_MM on every side). */
  cropMarks?: boolean;
}

export type PrintPart = 'all' | 'cover' | 'interior';

const pt = (v: number) => mmToPt(mm(v));

function colour(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const widthIn = (font: PDFFont) => (text: string, size: number) => font.widthOfTextAtSize(text, size);

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

function drawText(page: PDFPage, item: TextItem, faces: readonly RunFace<PDFFont>[], heightMm: number) {
  const size = item.size;
  const turned = item.rotation === 90;
  // A turned item is laid out in an upright box of its height by its width, then turned a quarter
  // clockwise about the box's centre.
  const layoutW = pt(turned ? item.box.height : item.box.width);
  const layoutH = pt(turned ? item.box.width : item.box.height);
  const lines = wrapText(item.text, layoutW, (s) => runsWidth(s, faces, size));
  const lineHeight = size * item.lineHeight;
  const ascent = fontAscent[item.font] * size;
  const cx = pt(item.box.x + item.box.width / 2);
  const cy = pt(heightMm - item.box.y - item.box.height / 2);
  // The same vertical centring as paint: the block's middle on the box's middle. (u, v) are the
  // upright layout's coordinates from its centre, v up.
  let top = layoutH / 2 - (layoutH - lines.length * lineHeight) / 2 - (lineHeight - size) / 2;
  for (const line of lines) {
    const width = runsWidth(line, faces, size);
    const u =
      item.align === 'left' ? -layoutW / 2 : item.align === 'right' ? layoutW / 2 - width : -width / 2;
    const v = top - ascent;
    // Each run where the one before it ended, along the line.
    let along = u;
    for (const run of textRuns(line, faces)) {
      const at = turned ? { x: cx + v, y: cy - along } : { x: cx + along, y: cy + v };
      page.drawText(run.text, {
        ...at,
        size,
        font: run.font,
        color: colour(item.color),
        ...(turned ? { rotate: degrees(-90) } : {}),
      });
      along += runsWidth(run.text, faces, size);
    }
    top -= lineHeight;
  }
}

/** Drawn text's fonts, and which of them were embedded (their subsets are tagged once the file is done). */
interface FontEmbedder {
  facesFor: (family: FontFamily, text: string) => Promise<RunFace<PDFFont>[]>;
  embedded: Set<PDFFont>;
}

/**
 * A family's files are read at once, but each is embedded only when a text needs one of its
 * letters: a book without Polish captions carries no Latin Extended subset.
 */
function fontEmbedder(pdf: PDFDocument, inputs: PrintInputs): FontEmbedder {
  interface FamilyFile {
    bytes: Uint8Array;
    has: Set<number>;
    font: PDFFont | null;
  }
  const families = new Map<FontFamily, FamilyFile[]>();
  const embedded = new Set<PDFFont>();
  const facesFor = async (family: FontFamily, text: string): Promise<RunFace<PDFFont>[]> => {
    let files = families.get(family);
    if (!files) {
      const given = inputs.fonts[family];
      if (!given) throw new Error(`font "${family}" is used in the book but was not provided`);
      files = (given instanceof Uint8Array ? [given] : [...given]).map((bytes) => ({
        bytes,
        has: new Set(inputs.fontkit.create(bytes).characterSet),
        font: null,
      }));
      families.set(family, files);
    }
    const needed = new Set<FamilyFile>();
    for (const char of text) {
      const code = char.codePointAt(0)!;
      needed.add(files.find((f) => f.has.has(code)) ?? files[0]!);
    }
    for (const file of needed) {
      if (file.font) continue;
      file.font = await pdf.embedFont(file.bytes, { subset: true });
      embedded.add(file.font);
    }
    return files.flatMap((file) =>
      file.font
        ? [{ font: file.font, has: (code: number) => file.has.has(code), width: widthIn(file.font) }]
        : [],
    );
  };
  return { facesFor, embedded };
}

/** Each photo (with its filter) embedded once, however many frames show it. */
function imageEmbedder(pdf: PDFDocument, inputs: PrintInputs) {
  const images = new Map<string, PDFImage>();
  return async (photoId: string, filter: PhotoFilter) => {
    const key = `${photoId}\u0000${filter}`;
    let image = images.get(key);
    if (!image) {
      const bytes = await inputs.image(photoId, filter);
      image = isJpeg(bytes) ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
      images.set(key, image);
    }
    return image;
  };
}

/** The scenes of the part asked for: the cover, then every page (or only one of the two). */
function printScenes(doc: BookDocument, part: PrintInputs['part'] = 'all', locale = 'en'): (() => Scene)[] {
  const scenes: (() => Scene)[] = [];
  if (part !== 'interior' && doc.cover) {
    // A bound book's cover is its whole sheet (back, spine, front); a calendar's is its front page.
    scenes.push(
      () =>
        sceneForCover(doc, { bleed: true, locale }) ?? sceneForPage(doc, 'cover', { bleed: true, locale }),
    );
  }
  if (part !== 'cover') {
    for (let i = 0; i < doc.pages.length; i++)
      scenes.push(() => sceneForPage(doc, i, { bleed: true, locale }));
  }
  return scenes;
}

/** One scene as one PDF page, at trim size plus bleed (and crop marks' margin), its boxes set. */
async function addScenePage(
  pdf: PDFDocument,
  scene: Scene,
  marks: number,
  { imageFor, facesFor }: { imageFor: ReturnType<typeof imageEmbedder>; facesFor: FontEmbedder['facesFor'] },
): Promise<void> {
  const page = pdf.addPage([pt(scene.width + 2 * marks), pt(scene.height + 2 * marks)]);
  const trim = scene.trim;
  page.setBleedBox(pt(marks), pt(marks), pt(scene.width), pt(scene.height));
  page.setTrimBox(
    pt(marks + trim.x),
    pt(marks + scene.height - trim.y - trim.height),
    pt(trim.width),
    pt(trim.height),
  );
  if (marks > 0) {
    drawCropMarks(
      page,
      {
        x: marks + trim.x,
        y: marks + scene.height - trim.y - trim.height,
        width: trim.width,
        height: trim.height,
      },
      scene.trim.x,
    );
    page.pushOperators(pushGraphicsState(), translate(pt(marks), pt(marks)));
  }
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
      drawText(page, item, await facesFor(item.font, item.text), scene.height);
    }
  }
  if (marks > 0) page.pushOperators(popGraphicsState());
}

/**
 * A print-ready PDF/X-4 file: the cover (a bound book's whole sheet: back, spine and front) then
 * every page, each at trim size plus bleed with its TrimBox and BleedBox set, photos embedded at
 * their real pixels, fonts embedded and subset, an sRGB output intent with its ICC profile.
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

  const { facesFor, embedded } = fontEmbedder(pdf, inputs);
  const imageFor = imageEmbedder(pdf, inputs);
  const part = inputs.part ?? 'all';
  const locale = inputs.locale ?? 'en';
  const marks = inputs.cropMarks ? MARKS_MARGIN_MM : 0;
  for (const sceneOf of printScenes(doc, part, locale)) {
    await addScenePage(pdf, sceneOf(), marks, { imageFor, facesFor });
  }
  markPdfX(pdf, { title: doc.title || doc.id, date, id: `${doc.id}:${part}` });
  pdf.catalog.set(PDFName.of('PageLayout'), PDFName.of('SinglePage'));
  await pdf.flush();
  tagFontSubsets(pdf, embedded);
  return pdf.save({ useObjectStreams: false });
}
