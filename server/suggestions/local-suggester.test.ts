import { describe, expect, it } from 'vitest';
import { suggestLocally } from './local-suggester';

const context = { locale: 'en-GB', country: 'GB', events: [] };

describe('suggestLocally', () => {
  it('writes the place and the days the photos span', () => {
    const [s] = suggestLocally(
      [
        {
          key: 'p1',
          photos: [
            { takenAt: '2026-07-03T10:00:00Z', place: 'Bilbao', people: [] },
            { takenAt: '2026-07-05T10:00:00Z', place: 'Bilbao', people: [] },
          ],
        },
      ],
      context,
    );
    expect(s!.key).toBe('p1');
    // Intl puts thin spaces around the range dash.
    expect(s!.captions).toEqual([expect.stringMatching(/^Bilbao · 3\s–\s5 July 2026$/)]);
  });

  it('names the people, joined the way the language joins lists', () => {
    const photos = [{ takenAt: null, place: null, people: ['Ana', 'Ben', 'Cleo'] }];
    expect(suggestLocally([{ key: 'a', photos }], context)[0]!.captions).toEqual(['Ana, Ben and Cleo']);
    expect(suggestLocally([{ key: 'a', photos }], { ...context, locale: 'de-DE' })[0]!.captions).toEqual([
      'Ana, Ben und Cleo',
    ]);
  });

  it('leads with a public holiday on the day, or the user’s own event', () => {
    const photos = [{ takenAt: '2026-08-31T15:00:00Z', place: 'Brighton', people: [] }];
    expect(suggestLocally([{ key: 'a', photos }], context)[0]!.captions[0]).toBe(
      'Summer bank holiday · Brighton',
    );
    const own = { ...context, events: [{ date: '2026-08-31', label: 'Gran’s 90th' }] };
    expect(suggestLocally([{ key: 'a', photos }], own)[0]!.captions[0]).toBe('Gran’s 90th · Brighton');
  });

  it('has nothing to say about photos with no date, place or people', () => {
    expect(
      suggestLocally([{ key: 'a', photos: [{ takenAt: null, place: null, people: [] }] }], context)[0]!
        .captions,
    ).toEqual([]);
  });
});
