import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { COLLECTIONS, type CollectionName } from '../schema/content';
import { LOCALES, type Locale } from '../schema/locales';

export type Entries<T> = Map<string, Record<Locale, T>>;
export type Content = { [K in CollectionName]: Entries<z.infer<(typeof COLLECTIONS)[K]>> };

/** Every problem found in the content files, each naming the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function fieldPath(path: PropertyKey[]): string {
  return (
    path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '') || '(root)'
  );
}

/** Parses one content file; answers its data or the problems, each as `file: field: message`. */
export function parseContentFile<S extends z.ZodType>(
  schema: S,
  file: string,
  text: string,
): { ok: true; data: z.infer<S> } | { ok: false; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`${file}: not valid JSON (${(err as Error).message})`] };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${file}: ${fieldPath(issue.path)}: ${issue.message}`),
  };
}

/**
 * Reads `content/<collection>/<locale>/<slug>.json` (Decap's multiple_folders layout), validates
 * every file against its zod schema and checks that every entry exists in all 14 locales.
 * Throws a ContentError listing every problem; nothing is built from half-valid content.
 */
export function loadContent(contentDir: string, repoRoot = process.cwd()): Content {
  const problems: string[] = [];
  const content = {} as Record<CollectionName, Entries<unknown>>;
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    const schema = COLLECTIONS[name];
    const entries: Entries<unknown> = new Map();
    const slugsByLocale = new Map<Locale, Set<string>>();
    for (const locale of LOCALES) {
      const dir = join(contentDir, name, locale);
      const files = statSync(dir, { throwIfNoEntry: false })?.isDirectory()
        ? readdirSync(dir).filter((f) => f.endsWith('.json'))
        : [];
      slugsByLocale.set(locale, new Set(files.map((f) => f.replace(/\.json$/, ''))));
      for (const f of files) {
        const path = join(dir, f);
        const shown = relative(repoRoot, path);
        const parsed = parseContentFile(schema, shown, readFileSync(path, 'utf8'));
        if (!parsed.ok) {
          problems.push(...parsed.problems);
          continue;
        }
        const slug = f.replace(/\.json$/, '');
        const byLocale = entries.get(slug) ?? ({} as Record<Locale, unknown>);
        byLocale[locale] = parsed.data;
        entries.set(slug, byLocale);
      }
    }
    const allSlugs = new Set([...slugsByLocale.values()].flatMap((s) => [...s]));
    for (const slug of allSlugs) {
      for (const locale of LOCALES) {
        if (!slugsByLocale.get(locale)!.has(slug)) {
          problems.push(
            `${relative(repoRoot, join(contentDir, name, locale, `${slug}.json`))}: missing translation`,
          );
        }
      }
    }
    content[name] = entries;
  }
  if (problems.length > 0) throw new ContentError(problems);
  return content as unknown as Content;
}
