/**
 * An independent check of a print file with Debian's tools, not with the code that wrote it:
 * qpdf --check (syntax), qpdf --json (PDF/X-4 structure: an output intent of S /GTS_PDFX with a
 * DestOutputProfile ICC stream, GTS_PDFXVersion and Trapped in Info, TrimBox and BleedBox on every
 * page inside the MediaBox, a file /ID), pdffonts (every font embedded and subset), pdfimages
 * (image pixel sizes), pdfinfo -box (boxes in points) and Ghostscript rendering every page to the
 * nullpage device. Tests and journeys call checkPrintFile; `npx tsx scripts/print-check.ts a.pdf`
 * prints the report.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface PageBoxes {
  media: Box;
  trim: Box;
  bleed: Box;
}
/** x0, y0, x1, y1 in points, as pdfinfo prints them. */
export type Box = [number, number, number, number];

export interface PrintFileReport {
  problems: string[];
  pages: PageBoxes[];
  fonts: { name: string; embedded: boolean; subset: boolean }[];
  images: { width: number; height: number }[];
  pdfxVersion: string | null;
}

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

type Json = Record<string, unknown>;

function qpdfObjects(file: string) {
  // qpdf --json prints the whole file, streams' dictionaries but not their data.
  const parsed = JSON.parse(run('qpdf', ['--json', '--json-stream-data=none', file])) as {
    pages: { object: string }[];
    qpdf: [unknown, Record<string, { value?: Json; stream?: { dict: Json } }>];
  };
  const objects = parsed.qpdf[1];
  const get = (ref: unknown): Json | undefined => {
    if (typeof ref !== 'string') return undefined;
    const entry = objects[`obj:${ref}`];
    return entry?.value ?? entry?.stream?.dict;
  };
  const isStream = (ref: unknown) => typeof ref === 'string' && !!objects[`obj:${ref}`]?.stream;
  const deref = (v: unknown): unknown => (typeof v === 'string' && / \d+ R$/.test(v) ? get(v) : v);
  return {
    pages: parsed.pages.map((p) => p.object),
    trailer: objects.trailer?.value ?? {},
    get,
    isStream,
    deref,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.replace(/^u:/, '') : '');

function checkPdfX(file: string, problems: string[]): string | null {
  const { pages, trailer, get, isStream, deref } = qpdfObjects(file);
  const root = get(trailer['/Root']);
  const info = get(trailer['/Info']);
  if (!Array.isArray(trailer['/ID'])) problems.push('the trailer has no /ID');
  const intents = (deref(root?.['/OutputIntents']) as unknown[] | undefined) ?? [];
  const pdfx = intents.map((i) => deref(i) as Json).find((i) => i?.['/S'] === '/GTS_PDFX');
  if (!pdfx) problems.push('no output intent with /S /GTS_PDFX');
  else {
    const profileRef = pdfx['/DestOutputProfile'];
    if (!isStream(profileRef)) problems.push('the output intent has no DestOutputProfile ICC stream');
    else if (![1, 3, 4].includes(Number(get(profileRef)?.['/N'])))
      problems.push('the output profile has no /N of 1, 3 or 4');
    if (!text(pdfx['/OutputConditionIdentifier']))
      problems.push('the output intent has no OutputConditionIdentifier');
  }
  const version = text(info?.['/GTS_PDFXVersion']) || null;
  if (!version?.startsWith('PDF/X-')) problems.push('Info has no GTS_PDFXVersion');
  if (!['/True', '/False'].includes(String(info?.['/Trapped'])))
    problems.push('Info has no Trapped /True or /False');
  if (!root?.['/Metadata']) problems.push('the catalog has no XMP /Metadata');
  for (const [i, ref] of pages.entries()) {
    const page = get(ref);
    if (!page?.['/TrimBox']) problems.push(`page ${i + 1} has no TrimBox`);
    if (!page?.['/BleedBox']) problems.push(`page ${i + 1} has no BleedBox`);
  }
  return version;
}

const box = (m: RegExpMatchArray | null): Box =>
  m ? (m.slice(1, 5).map(Number) as Box) : [Number.NaN, Number.NaN, Number.NaN, Number.NaN];

function pageBoxes(file: string, count: number): PageBoxes[] {
  const out = run('pdfinfo', ['-box', '-f', '1', '-l', String(count), file]);
  const pages: PageBoxes[] = [];
  for (let n = 1; n <= count; n++) {
    const re = (name: string) =>
      new RegExp(`Page\\s+${n} ${name}:\\s+([\\d.-]+)\\s+([\\d.-]+)\\s+([\\d.-]+)\\s+([\\d.-]+)`);
    pages.push({
      media: box(out.match(re('MediaBox'))),
      trim: box(out.match(re('TrimBox'))),
      bleed: box(out.match(re('BleedBox'))),
    });
  }
  return pages;
}

const inside = (a: Box, b: Box) =>
  a[0] >= b[0] - 0.01 && a[1] >= b[1] - 0.01 && a[2] <= b[2] + 0.01 && a[3] <= b[3] + 0.01;

export function checkPrintFile(file: string): PrintFileReport {
  const problems: string[] = [];
  const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  if (check.status !== 0 || !/No syntax or stream encoding errors found/.test(check.stdout))
    problems.push(`qpdf --check: ${check.stdout}${check.stderr}`.trim());
  const pdfxVersion = checkPdfX(file, problems);
  const count = Number(run('pdfinfo', [file]).match(/Pages:\s+(\d+)/)?.[1] ?? 0);
  const pages = pageBoxes(file, count);
  for (const [i, p] of pages.entries()) {
    if (!inside(p.trim, p.bleed) || !inside(p.bleed, p.media))
      problems.push(`page ${i + 1}: TrimBox must lie in BleedBox and BleedBox in MediaBox`);
  }
  const fonts = run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => {
      const m = row.match(/^(\S+)\s.*\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
      return { name: m?.[1] ?? row, embedded: m?.[2] === 'yes', subset: m?.[3] === 'yes' };
    });
  for (const f of fonts) {
    if (!f.embedded) problems.push(`font ${f.name} is not embedded`);
    if (!f.subset) problems.push(`font ${f.name} is not subset`);
  }
  const images = run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => {
      const [, , , width, height] = row.trim().split(/\s+/);
      return { width: Number(width), height: Number(height) };
    });
  const gs = spawnSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=nullpage', file], {
    encoding: 'utf8',
  });
  if (gs.status !== 0 || /error/i.test(`${gs.stdout}${gs.stderr}`))
    problems.push(`Ghostscript could not render it: ${gs.stdout}${gs.stderr}`.trim());
  return { problems, pages, fonts, images, pdfxVersion };
}

/** Points to millimetres. */
export const ptToMm = (pt: number) => (pt * 25.4) / 72;

// Run as a command only when this file itself is the entry: bundled into the server (the partner
// simulator preflights with it), import.meta.url is the bundle's, which is the entry too.
if (
  process.argv[1] &&
  /print-check\.(ts|js)$/.test(process.argv[1]) &&
  process.argv[1] === fileURLToPath(import.meta.url)
) {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const report = checkPrintFile(file);
    console.log(JSON.stringify({ file, ...report }, null, 2));
    failed ||= report.problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
