import { describe, expect, it } from 'vitest';
import { parseOptions, shotFile } from './options';

const defaults = { localesDir: 'src/i18n/locales' };

describe('parseOptions', () => {
  it('reads the base URL and the folder, with the defaults for the rest', () => {
    expect(
      parseOptions(['--', '--base-url', 'http://localhost:4336/', '--out', 'docs/screens/after'], defaults),
    ).toEqual({
      baseUrl: 'http://localhost:4336',
      out: 'docs/screens/after',
      localesDir: 'src/i18n/locales',
      quality: 60,
      format: 'webp',
      only: undefined,
    });
  });

  it('takes --name=value, a quality and a list of locales', () => {
    const o = parseOptions(
      [
        '--base-url=http://localhost:4346',
        '--out=x',
        '--quality=45',
        '--locales',
        'en,pl-pl',
        '--locales-dir',
        '/b',
      ],
      defaults,
    );
    expect(o).toMatchObject({ quality: 45, only: ['en', 'pl-pl'], localesDir: '/b' });
  });

  it('says how to run it when an option is missing, unknown or bad', () => {
    expect(() => parseOptions(['--out', 'x'], defaults)).toThrow(/usage/);
    expect(() => parseOptions(['--base-url', 'http://a', '--out', 'x', '--colour', 'red'], defaults)).toThrow(
      /unknown option --colour/,
    );
    expect(() => parseOptions(['--base-url', 'http://a', '--out', 'x', '--quality', '0'], defaults)).toThrow(
      /usage/,
    );
    expect(() => parseOptions(['--base-url'], defaults)).toThrow(/needs a value/);
    expect(() => parseOptions(['--base-url', 'http://a', '--out', 'x', '--format', 'gif'], defaults)).toThrow(
      /usage/,
    );
  });
});

describe('shotFile', () => {
  it('names a screenshot by screen and locale', () => {
    expect(shotFile('editor-more', 'de-de')).toBe('editor-more-de-de.webp');
    expect(shotFile('editor-more', 'en', 'jpg')).toBe('editor-more-en.jpg');
    expect(() => shotFile('Editor More', 'en')).toThrow();
  });
});
