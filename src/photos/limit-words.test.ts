import { describe, expect, it } from 'vitest';
import { testI18n } from '../i18n/test-i18n';
import { limitWords } from './limit-words';

async function t(locale: string) {
  const i18n = await testI18n(locale, ['photos'], { react: false });
  return (key: string) => i18n.t(key, limitWords(locale)).replace(/\u202f|\u00a0/g, ' ');
}

describe('the photo limits in the uploader’s words', () => {
  it('names the largest file and the most pixels from the contract, in the language’s own unit', async () => {
    const english = await t('en');
    expect(english('uploader.accepted')).toBe('JPEG, PNG, WebP or HEIC, up to 50 MB each.');
    expect(english('reason.too-large')).toBe('The file is larger than 50 MB.');
    expect(english('reason.too-many-pixels')).toBe('The photo has too many pixels (over 100 megapixels).');
    expect((await t('fr-fr'))('reason.too-large')).toBe('Le fichier dépasse 50 Mo.');
    expect((await t('fi-fi'))('uploader.accepted')).toBe('JPEG, PNG, WebP tai HEIC, enintään 50 Mt kukin.');
  });
});
