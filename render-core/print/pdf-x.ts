import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  PDFString,
  rgb,
} from 'pdf-lib';
import { mm, mmToPt } from '../model/units';
import { srgbIccProfile } from './srgb-icc';

const pt = (v: number) => mmToPt(mm(v));

/** How far the page grows on each side when crop marks are drawn. */
export const MARKS_MARGIN_MM = 10;

/** Registration black: every ink, so the marks show on every plate. */
const MARK_COLOUR = rgb(0, 0, 0);

/**
 * Crop marks at the trim's corners, drawn outside the bleed (page millimetres, y up). `bleed` is
 * the gap they keep from the trim so they never reach into the printed area.
 */
export function drawCropMarks(
  page: PDFPage,
  trim: { x: number; y: number; width: number; height: number },
  bleed: number,
) {
  const gap = bleed + 1;
  const length = MARKS_MARGIN_MM - 2;
  const thickness = 0.25;
  const xs = [trim.x, trim.x + trim.width];
  const ys = [trim.y, trim.y + trim.height];
  for (const [i, x] of xs.entries()) {
    for (const [j, y] of ys.entries()) {
      const outX = i === 0 ? -1 : 1;
      const outY = j === 0 ? -1 : 1;
      // A horizontal mark on the trim's y line, outside the bleed on the x side; and a vertical one.
      page.drawLine({
        start: { x: pt(x + outX * gap), y: pt(y) },
        end: { x: pt(x + outX * (gap + length)), y: pt(y) },
        thickness,
        color: MARK_COLOUR,
      });
      page.drawLine({
        start: { x: pt(x), y: pt(y + outY * gap) },
        end: { x: pt(x), y: pt(y + outY * (gap + length)) },
        thickness,
        color: MARK_COLOUR,
      });
    }
  }
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable 16-byte hex id from a string (FNV-1a, four lanes): the same book gives the same /ID. */
function hexId(text: string): string {
  let out = '';
  for (let lane = 0; lane < 4; lane++) {
    let h = 0x811c9dc5 ^ lane;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}

function xmp(title: string, date: Date, id: string): string {
  const iso = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const uuid = `uuid:${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20, 32)}`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
   <xmp:CreateDate>${iso}</xmp:CreateDate>
   <xmp:ModifyDate>${iso}</xmp:ModifyDate>
   <xmp:MetadataDate>${iso}</xmp:MetadataDate>
   <xmp:CreatorTool>Bindery render-core</xmp:CreatorTool>
   <pdf:Producer>Bindery render-core</pdf:Producer>
   <pdf:Trapped>False</pdf:Trapped>
   <xmpMM:DocumentID>${uuid}</xmpMM:DocumentID>
   <xmpMM:InstanceID>${uuid}</xmpMM:InstanceID>
   <xmpMM:VersionID>1</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The output condition the files are made for: sRGB, the colour space every photo arrives in. */
export const OUTPUT_CONDITION = 'sRGB IEC61966-2.1';

/**
 * Makes the document a PDF/X-4 file: an output intent (S /GTS_PDFX) with the sRGB ICC profile as
 * DestOutputProfile, GTS_PDFXVersion and Trapped in Info, XMP metadata saying the same, and a
 * file /ID. Pages must already carry TrimBox and BleedBox, and fonts be embedded.
 */
export function markPdfX(pdf: PDFDocument, meta: { title: string; date: Date; id: string }) {
  const { context, catalog } = pdf;
  const profile = context.flateStream(srgbIccProfile(), { N: 3 });
  const profileRef = context.register(profile);
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputCondition: PDFString.of(OUTPUT_CONDITION),
    OutputConditionIdentifier: PDFString.of(OUTPUT_CONDITION),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of(OUTPUT_CONDITION),
    DestOutputProfile: profileRef,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  const id = hexId(`${meta.id}\u0000${meta.title}\u0000${meta.date.toISOString()}`);
  const metadata = context.stream(xmp(meta.title, meta.date, id), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  // pdf-lib made the Info dictionary when the title was set.
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-4'));
  info.set(PDFName.of('Trapped'), PDFName.of('False'));

  const ids = PDFArray.withContext(context);
  ids.push(PDFHexString.of(id));
  ids.push(PDFHexString.of(id));
  context.trailerInfo.ID = ids;
}

/**
 * pdf-lib embeds only the glyphs a font uses (embedFont with subset: true) but names the subset
 * like the whole font; PDF (9.6.4) names a subset TAG+Name with six capital letters, which is how
 * preflight tools and pdffonts tell a subset. Run after pdf.flush(), when the fonts are written.
 */
export function tagFontSubsets(pdf: PDFDocument, fonts: Iterable<{ ref: PDFRef }>) {
  const { context } = pdf;
  let n = 0;
  for (const font of fonts) {
    let tag = '';
    for (let k = n++, i = 0; i < 6; i++, k = Math.floor(k / 26))
      tag = String.fromCharCode(65 + (k % 26)) + tag;
    const rename = (dict: PDFDict | undefined, key: string) => {
      const name = dict?.lookupMaybe(PDFName.of(key), PDFName);
      if (dict && name && !/^[A-Z]{6}\+/.test(name.decodeText()))
        dict.set(PDFName.of(key), PDFName.of(`${tag}+${name.decodeText()}`));
    };
    const type0 = context.lookup(font.ref, PDFDict);
    rename(type0, 'BaseFont');
    const descendants = type0.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    const fontDicts = descendants ? descendants.asArray().map((d) => context.lookup(d, PDFDict)) : [type0];
    for (const dict of fontDicts) {
      if (dict !== type0) rename(dict, 'BaseFont');
      rename(dict.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict), 'FontName');
    }
  }
}
