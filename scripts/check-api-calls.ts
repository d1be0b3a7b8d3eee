import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSourceFiles } from './source-tree';

/**
 * The browser calls /webapp/api through one client, callApi (src/api/client.ts), typed and checked by
 * the route registry. This check refuses a raw `fetch(` or `XMLHttpRequest` in a file that refers to
 * /webapp/api (the path itself, or a constant holding it imported from another file), outside the
 * files below. The tus uploads (Uppy) and <img src> renditions are not JSON calls and are not matched.
 * `npm run lint` runs it.
 */
export const ALLOWED: Readonly<Record<string, string>> = {
  'src/api/client.ts': 'the client itself',
  'src/errors/report.ts': 'error reports sent with keepalive while the page may be closing',
  'src/analytics/collector-client.ts': 'analytics batches sent with keepalive as the page closes',
  'src/conversion/track-conversion.ts': 'conversion batches, to VITE_CONVERSION_ENDPOINT when set',
  'src/features/shared-print/SharedPrintPage.tsx': "a shared design's photo as bytes, not a JSON call",
  'src/features/editor/canvas/photo-bitmaps.ts': 'photo renditions as bytes, not a JSON call',
  // Auth.js's own protocol (ALL /auth/:action…): its answers are Auth.js's, JSON or redirects by
  // action, so these routes are not callApi's calls (contract/api/routes.test.ts lists them).
  'src/auth/session-client.ts': 'Auth.js protocol calls, and its error log sent with keepalive',
  'src/auth/SessionProvider.tsx': 'the Auth.js session read',
  // Not moved to callApi yet (issue 29): then its file leaves this list.
};

export const SCANNED = ['src', 'commerce', 'marketing'];

export interface SourceFile {
  path: string;
  text: string;
}

export interface RawApiCall {
  path: string;
  line: number;
  code: string;
}

const API_PATH = '/webapp/api';
const RAW_CALL = /(?<![\w$.])(?:(?:window|globalThis|self)\.)?fetch\s*\(|\bnew\s+XMLHttpRequest\b/g;

/** The code without its comments, same length and lines (so positions still point at the source). */
export function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[^:'"`\\])\/\/[^\n]*/g,
      (c, before: string) => before + ' '.repeat(c.length - before.length),
    );
}

/** Names a file exports whose definition holds /webapp/api: `export const AUTH_BASE = '/webapp/api/auth'`. */
function apiConstants(files: readonly SourceFile[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const code = withoutComments(file.text);
    for (const m of code.matchAll(/export\s+(?:const|function)\s+(\w+)[^;]*?\/webapp\/api/g))
      names.add(m[1]!);
  }
  return names;
}

function refersToApi(code: string, constants: ReadonlySet<string>): boolean {
  if (code.includes(API_PATH)) return true;
  for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from/g)) {
    const imported = m[1]!.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, ''),
    );
    if (imported.some((n) => constants.has(n))) return true;
  }
  return false;
}

/** Every raw call in a file that refers to the API, outside the allowed files and tests. */
export function findRawApiCalls(
  files: readonly SourceFile[],
  allowed: Readonly<Record<string, string>> = ALLOWED,
): RawApiCall[] {
  const constants = apiConstants(files);
  const found: RawApiCall[] = [];
  for (const file of files) {
    if (allowed[file.path] || /\.test\.tsx?$|\.test-helper\.ts$/.test(file.path)) continue;
    const code = withoutComments(file.text);
    if (!refersToApi(code, constants)) continue;
    for (const m of code.matchAll(RAW_CALL)) {
      const line = code.slice(0, m.index).split('\n').length;
      found.push({ path: file.path, line, code: file.text.split('\n')[line - 1]!.trim() });
    }
  }
  return found;
}

/** Allowed files that make no raw call to the API any more: the list names exactly the files left. */
export function staleAllowances(
  files: readonly SourceFile[],
  allowed: Readonly<Record<string, string>> = ALLOWED,
): string[] {
  const strict = findRawApiCalls(files, {});
  return Object.keys(allowed).filter((path) => !strict.some((call) => call.path === path));
}

export function scanTree(root: string): SourceFile[] {
  return listSourceFiles(root, SCANNED, (path) => /\.(ts|tsx)$/.test(path)).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));
}

if (process.argv[1]?.endsWith('check-api-calls.ts')) {
  const files = scanTree(process.cwd());
  const calls = findRawApiCalls(files);
  const stale = staleAllowances(files);
  for (const call of calls) {
    console.error(
      `${call.path}:${call.line}: a raw call to /webapp/api; use callApi (src/api/client.ts): ${call.code}`,
    );
  }
  for (const path of stale) console.error(`${path}: makes no raw API call any more; take it off ALLOWED`);
  if (calls.length > 0 || stale.length > 0) process.exit(1);
  console.log(`check-api-calls: ${files.length} files, no raw call to /webapp/api outside the client`);
}
