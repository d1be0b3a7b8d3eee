import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locales';

/**
 * WCAG 2.5.3, label in name: a button that shows a short word and has a longer name (the editor's
 * tools, the phone's "Order") must have the shown word in its name, so a voice-control user can say
 * what they see. axe checks it on the screens the journeys open (English and German); this checks the
 * same pairs in every language, as axe's label-content-name-mismatch rule compares them: whole words,
 * in order, case, accents' marks, punctuation and (parentheticals) aside.
 */
const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../i18n/locales');

/** [shown, name]: namespace:key pairs as BottomToolbar.tsx and EditorBar.tsx use them. */
const PAIRS: [string, string][] = [
  ['editor-shell:toolbar.layouts', 'editor:tools.templates'],
  ['editor-shell:toolbar.caption', 'editor:tools.addCaption'],
  ['editor-shell:toolbar.pages', 'editor:tools.addPages'],
  ['editor-shell:bar.order', 'editor:order.button'],
];

function text(locale: string, ref: string): string {
  const [ns, key] = ref.split(':') as [string, string];
  for (const dir of [locale, 'en']) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(DIR, dir, `${ns}.json`), 'utf8'));
    } catch {
      continue;
    }
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value === 'string') return value;
  }
  throw new Error(`${ref} is missing in ${locale} and en`);
}

/** The words axe compares: decomposed, without parentheticals, marks and punctuation, lower case. */
function words(s: string): string[] {
  let t = s.normalize('NFKD');
  for (let before = ''; before !== t; ) [before, t] = [t, t.replace(/\([^()]*\)/g, '')];
  return t
    .replace(/[\p{M}\p{P}\p{S}]/gu, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

const contains = (name: string[], shown: string[]) =>
  name.some((_, i) => shown.every((w, j) => name[i + j] === w));

describe('the shown word is in the name (WCAG 2.5.3)', () => {
  it('compares as axe does', () => {
    expect(contains(words('Page layouts'), words('Layouts'))).toBe(true);
    expect(contains(words('Seitenlayouts'), words('Layouts'))).toBe(false);
    expect(contains(words('Continuer et commander'), words('Commander'))).toBe(true);
    expect(contains(words('Passer à la commande'), words('Commander'))).toBe(false);
  });

  it.each(LOCALES)('in %s', (locale) => {
    const mismatched = PAIRS.filter(
      ([shown, name]) => !contains(words(text(locale, name)), words(text(locale, shown))),
    ).map(([shown, name]) => `"${text(locale, shown)}" is not in "${text(locale, name)}" (${name})`);
    expect(mismatched).toEqual([]);
  });
});
