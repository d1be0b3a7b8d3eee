import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locales';
import { testI18n } from '../../../i18n/test-i18n';

/**
 * WCAG 2.5.3, label in name: a button that shows a short word and has a longer name (the editor's
 * tools, the phone's "Order") must have the shown word in its name, so a voice-control user can say
 * what they see. axe checks it on the screens the journeys open (English and German); this checks the
 * same pairs in every language, as axe's label-content-name-mismatch rule compares them: whole words,
 * in order, case, accents' marks, punctuation and (parentheticals) aside. The texts come as the app
 * reads them, a language's own or English's.
 */

/** [shown, name]: namespace:key pairs as BottomToolbar.tsx and EditorBar.tsx use them. */
const PAIRS: [string, string][] = [
  ['editor-shell:toolbar.layouts', 'editor:tools.templates'],
  ['editor-shell:toolbar.caption', 'editor:tools.addCaption'],
  ['editor-shell:toolbar.pages', 'editor:tools.addPages'],
  ['editor-shell:bar.order', 'editor:order.button'],
];

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

  it.each(LOCALES)('in %s', async (locale) => {
    const { t } = await testI18n(locale, ['editor', 'editor-shell'], { react: false });
    const mismatched = PAIRS.filter(([shown, name]) => !contains(words(t(name)), words(t(shown)))).map(
      ([shown, name]) => `"${t(shown)}" is not in "${t(name)}" (${name})`,
    );
    expect(mismatched).toEqual([]);
  });
});
