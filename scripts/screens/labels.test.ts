import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { labels } from './labels';

const LOCALES = join(fileURLToPath(new URL('.', import.meta.url)), '../../src/i18n/locales');

describe('labels', () => {
  it('reads a namespace, common by default, in the language asked for', () => {
    expect(labels(LOCALES, 'en')('auth:tabs.signUp')).toBe('Create account');
    expect(labels(LOCALES, 'de-de')('auth:tabs.signUp')).not.toBe('Create account');
    expect(labels(LOCALES, 'en')('editor-shell:toolbar.more')).toBe('More');
  });

  it('fills values and picks the plural form', () => {
    const t = labels(LOCALES, 'en');
    expect(t('photos:uploader.total', { done: 2, count: 8 })).toBe('2 of 8 photos uploaded');
    expect(t('photos:uploader.filesTitle', { count: 1 })).toBe('1 photo');
    expect(t('photos:uploader.filesTitle', { count: 3 })).toBe('3 photos');
  });

  it('throws on a key the version does not have, so its screen is skipped', () => {
    expect(() => labels(LOCALES, 'pl-pl')('editor:no.such.key')).toThrow(/no label/);
  });
});
