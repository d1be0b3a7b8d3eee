import { describe, expect, it } from 'vitest';
import deCommon from './locales/de-de/common.json';
import enCaptions from './locales/en/captions.json';
import { testI18n } from './test-i18n';

describe('testI18n', () => {
  it('holds the real translations of the language asked for', async () => {
    const i18n = await testI18n('de-de', ['common']);
    expect(i18n.t('nav.home')).toBe(deCommon.nav.home);
    expect(i18n.t('nav.home')).not.toBe('nav.home');
  });

  it('falls back to English where a language has no file for a namespace', async () => {
    const i18n = await testI18n('en-us', ['captions'], { react: false });
    const [key, english] = Object.entries(enCaptions).find(([, v]) => typeof v === 'string') as [
      string,
      string,
    ];
    expect(i18n.t(key)).toBe(english);
  });
});
