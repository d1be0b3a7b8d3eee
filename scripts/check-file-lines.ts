// No shipped source file over 400 lines (issue 29): a file that long holds more than one idea. Run by
// `npm run lint`; prints each file over the limit and exits 1. Functions over 80 lines are Biome's
// complexity/noExcessiveLinesPerFunction (biome.lines.jsonc). Usage: tsx scripts/check-file-lines.ts [ROOT]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listSourceFiles } from './source-tree';

export const MAX_FILE_LINES = 400;

/** The folders whose code ships (the browser's, the server's, the build's and the scripts'). */
export const SHIPPED_FOLDERS = [
  'contract',
  'render-core',
  'workers',
  'src',
  'commerce',
  'marketing',
  'server',
  'scripts',
];

/**
 * Named exceptions, to be split next: files other engineers were changing while this check came in.
 * Take a path off this list once the file fits; add none.
 */
export const EXCEPTIONS: ReadonlySet<string> = new Set([]);

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Tests, test helpers and what tools write are not shipped code. */
const NOT_SHIPPED = [/\.test\.tsx?$/, /^render-core\/testing\//, /(^|\/)node_modules\//, /\.d\.ts$/];

/** Whether a path (relative to the repository, with `/`) is shipped source the limit applies to. */
export function isShipped(path: string): boolean {
  return SOURCE.test(path) && !NOT_SHIPPED.some((pattern) => pattern.test(path));
}

/** A file's lines as an editor numbers them: a closing newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

export interface LongFile {
  path: string;
  lines: number;
}

/** The files over the limit, longest first, leaving out the named exceptions. */
export function longFiles(
  files: readonly { path: string; text: string }[],
  max = MAX_FILE_LINES,
  exceptions: ReadonlySet<string> = EXCEPTIONS,
): LongFile[] {
  return files
    .filter((file) => isShipped(file.path) && !exceptions.has(file.path))
    .map((file) => ({ path: file.path, lines: countLines(file.text) }))
    .filter((file) => file.lines > max)
    .sort((a, b) => b.lines - a.lines);
}

/** The shipped source files under `root`'s shipped folders, with their text. */
export function readShippedFiles(root: string): { path: string; text: string }[] {
  return listSourceFiles(root, SHIPPED_FOLDERS, isShipped).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));
}

function main(argv: string[]) {
  const root = argv[0] ?? process.cwd();
  const found = longFiles(readShippedFiles(root));
  for (const file of found) {
    console.error(`${file.path}: ${file.lines} lines (at most ${MAX_FILE_LINES}): split it by what it does`);
  }
  if (found.length > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
