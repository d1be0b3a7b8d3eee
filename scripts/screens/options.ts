import { z } from 'zod';

/** The languages photographed: every screen in the first two, home, editor and checkout in the third. */
export const FULL_LOCALES = ['en', 'de-de'] as const;
export const SHORT_LOCALES = ['pl-pl'] as const;

const optionsSchema = z.object({
  baseUrl: z.url(),
  out: z.string().min(1),
  /** The translation files of the version photographed (its labels are what the script looks for). */
  localesDir: z.string().min(1),
  quality: z.coerce.number().int().min(1).max(100),
  /** WebP (smaller, the default) or JPEG. */
  format: z.enum(['webp', 'jpg']),
  /** Only these locales (comma-separated), for a quick look at one language. */
  only: z.array(z.string()).optional(),
});

export type ScreensOptions = z.infer<typeof optionsSchema>;

/**
 * `--base-url http://localhost:4336 --out docs/screens/after [--locales-dir DIR] [--quality 60]
 * [--format webp|jpg] [--locales en,de-de]`; `--name=value` works too. Throws a readable error on a missing or bad option.
 */
export function parseOptions(argv: readonly string[], defaults: { localesDir: string }): ScreensOptions {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const eq = arg.indexOf('=');
    if (eq > 0) raw[arg.slice(2, eq)] = arg.slice(eq + 1);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      raw[arg.slice(2)] = value;
      i++;
    }
  }
  const known = new Set(['base-url', 'out', 'locales-dir', 'quality', 'format', 'locales']);
  for (const name of Object.keys(raw)) if (!known.has(name)) throw new Error(`unknown option --${name}`);
  const parsed = optionsSchema.safeParse({
    baseUrl: raw['base-url'],
    out: raw.out,
    localesDir: raw['locales-dir'] ?? defaults.localesDir,
    quality: raw.quality ?? 60,
    format: raw.format ?? 'webp',
    only: raw.locales?.split(',').filter(Boolean),
  });
  if (!parsed.success)
    throw new Error(
      `usage: npm run screens -- --base-url http://localhost:PORT --out DIR\n${z.prettifyError(parsed.error)}`,
    );
  return { ...parsed.data, baseUrl: parsed.data.baseUrl.replace(/\/+$/, '') };
}

/** A screenshot's file name: `<screen>-<locale>.webp` (or .jpg). */
export function shotFile(screen: string, locale: string, format: 'webp' | 'jpg' = 'webp'): string {
  if (!/^[a-z0-9-]+$/.test(screen))
    throw new Error(`screen names are lower-case words with dashes: ${screen}`);
  return `${screen}-${locale}.${format}`;
}
