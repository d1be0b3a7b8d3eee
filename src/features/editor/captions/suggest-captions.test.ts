import { describe, expect, it } from 'vitest';
import { bcp47 } from '../../../i18n/locales';
import { testI18n } from '../../../i18n/test-i18n';
import { type CaptionFacts, suggestCaptions } from './suggest-captions';

async function ideas(locale: 'en' | 'de-de' | 'pl-pl', facts: CaptionFacts): Promise<string[]> {
  const i18n = await testI18n(locale, ['captions'], { react: false });
  const t = i18n.getFixedT(locale, 'captions');
  return suggestCaptions(facts, (key, options) => t(key, options), locale === 'en' ? 'en-GB' : bcp47(locale));
}

/** An evening in Seville on a Sunday in July, with Anna and Ben named on the photos. */
const seville: CaptionFacts = {
  photos: [
    { takenAt: '2026-07-05T20:14:00', place: 'Seville (ES)', people: ['Anna'] },
    { takenAt: '2026-07-05T21:02:00+02:00', place: 'Seville (ES)', people: ['Anna', 'Ben'] },
  ],
};
const sevilleDe: CaptionFacts = {
  photos: seville.photos.map((p) => ({ ...p, place: 'Sevilla (ES)' })),
};
const nothing: CaptionFacts = { photos: [{ takenAt: null, place: null, people: [] }] };

/** A caption that is only a date: the months and years Intl writes, nothing else. */
const bareDate = (caption: string, month: string) =>
  caption
    .replace(month, '')
    .replace(/\d{4}/g, '')
    .replace(/[\s,.–-]/g, '') === '';

describe('suggestCaptions', () => {
  it('writes English captions from the place, season, time of day, weekday and people', async () => {
    const got = await ideas('en', seville);
    expect(got.length).toBeGreaterThanOrEqual(3);
    expect(got.length).toBeLessThanOrEqual(5);
    expect(got).toContain('Anna and Ben in Seville');
    expect(got).toContain('A summer evening in Seville');
    expect(got).toContain('Seville in July 2026');
    for (const c of got) expect(bareDate(c, 'July'), c).toBe(false);
  });

  it('writes real German', async () => {
    const got = await ideas('de-de', sevilleDe);
    expect(got).toContain('Mit Anna und Ben in Sevilla');
    expect(got).toContain('Sommerabend in Sevilla');
    expect(got).toContain('Sevilla im Juli 2026');
    for (const c of got) expect(bareDate(c, 'Juli'), c).toBe(false);
  });

  it('writes Polish without declining the place name', async () => {
    const got = await ideas('pl-pl', {
      photos: seville.photos.map((p) => ({ ...p, place: 'Sewilla (ES)' })),
    });
    expect(got).toContain('Anna i Ben – Sewilla');
    expect(got).toContain('Letni wieczór – Sewilla');
    expect(got).toContain('Sewilla, lipiec 2026');
    for (const c of got) expect(bareDate(c, 'lipiec'), c).toBe(false);
  });

  it('never offers a date alone when the photos know only when', async () => {
    const facts: CaptionFacts = { photos: [{ takenAt: '2026-07-04T10:00:00', place: null, people: [] }] };
    const en = await ideas('en', facts);
    expect(en).toContain('A summer morning in July 2026');
    expect(en).toContain('Summer of 2026');
    for (const c of en) expect(bareDate(c, 'July'), c).toBe(false);
    const de = await ideas('de-de', facts);
    expect(de).toContain('Sommermorgen im Juli 2026');
    for (const c of de) expect(bareDate(c, 'Juli'), c).toBe(false);
    const pl = await ideas('pl-pl', facts);
    expect(pl).toContain('Lato 2026');
    for (const c of pl) expect(bareDate(c, 'lipiec'), c).toBe(false);
  });

  it('gives a photo that knows nothing sensible captions, or the book title', async () => {
    expect(await ideas('en', nothing)).toEqual(['Moments to remember', 'Good times', 'The best days']);
    expect(await ideas('de-de', nothing)).toEqual([
      'Momente zum Erinnern',
      'Schöne Zeiten',
      'Die besten Tage',
    ]);
    const pl = await ideas('pl-pl', { ...nothing, title: 'Wakacje nad morzem' });
    expect(pl[0]).toBe('Wakacje nad morzem');
    expect(pl.length).toBeGreaterThanOrEqual(3);
  });

  it('counts people for the plural, and names one person alone', async () => {
    const one = { photos: [{ takenAt: null, place: null, people: ['Anna'] }] };
    expect(await ideas('en', one)).toContain('Anna, all smiles');
    expect(await ideas('pl-pl', one)).toContain('Anna w świetnym humorze');
    expect(
      await ideas('pl-pl', { photos: [{ takenAt: null, place: null, people: ['Anna', 'Ben'] }] }),
    ).toContain('Anna i Ben – razem');
  });

  it('knows a weekend trip, and the southern seasons', async () => {
    const weekend: CaptionFacts = {
      photos: [
        { takenAt: '2026-07-04T11:00:00', place: 'Bilbao (ES)', people: [] },
        { takenAt: '2026-07-05T12:00:00', place: 'Bilbao (ES)', people: [] },
      ],
    };
    expect(await ideas('en', weekend)).toContain('A weekend in Bilbao');
    const sydney = { photos: [{ takenAt: '2026-07-04T19:00:00', place: 'Sydney (AU)', people: [] }] };
    expect(await ideas('en', sydney)).toContain('A winter evening in Sydney');
  });

  it('puts the holiday the server knows first, with the place', async () => {
    const facts = { ...seville, event: 'Summer bank holiday' };
    expect((await ideas('en', facts))[0]).toBe('Summer bank holiday in Seville');
    expect((await ideas('de-de', { ...sevilleDe, event: 'Mariä Himmelfahrt' }))[0]).toBe(
      'Sevilla: Mariä Himmelfahrt',
    );
  });
});
