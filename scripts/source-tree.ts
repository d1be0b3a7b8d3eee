import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders that hold no source of ours: packages, builds, data, translations, picture baselines. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'data', 'locales', '__baselines__']);

/**
 * The files under `root`'s `folders` (each may be missing) that `keep` takes, as paths relative
 * to `root` with forward slashes. Hidden entries and NOT_SOURCE folders are not entered.
 */
export function listSourceFiles(
  root: string,
  folders: readonly string[],
  keep: (path: string) => boolean,
): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_SOURCE.has(entry.name)) walk(path);
        continue;
      }
      const rel = relative(root, path).split(sep).join('/');
      if (keep(rel)) out.push(rel);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out;
}
