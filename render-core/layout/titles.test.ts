import { describe, expect, it } from 'vitest';
import { photoRefSchema } from '../model/photo';
import { autoLayoutBook } from './auto-layout';
import { orderByTime, splitChapters } from './chapters';
import { chapterTitle, placeLabel, readPlace, suggestTitle, withPlaces } from './titles';
import { applyOp } from '../ops/index';
import { squareBook, wallCalendar } from '../testing/products';

/** ICU puts thin and no-break spaces around range dashes and inside dates; compare words. */
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');

const photo = (id: string, takenAt: string | null, place: string | null = null) =>
  photoRefSchema.parse({ id, width: 3000, height: 2000, takenAt, place });

const day = (d: number, h = 12) =>
  `2026-07-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00+02:00`;

describe('place labels', () => {
  it('keep the country code beside the town, and read older labels without one', () => {
    expect(placeLabel('San Sebastián', 'ES')).toBe('San Sebastián (ES)');
    expect(readPlace('San Sebastián (ES)')).toEqual({ name: 'San Sebastián', country: 'ES' });
    expect(readPlace('Bilbao')).toEqual({ name: 'Bilbao', country: null });
  });
});

describe('suggestTitle', () => {
  const sanSebastian = [
    photo('a', day(5, 15), 'San Sebastián (ES)'),
    photo('b', day(5, 21), 'San Sebastián (ES)'),
  ];

  it('names one town and the month in the customer language', () => {
    expect(plain(suggestTitle(sanSebastian, 'en-GB'))).toBe('San Sebastián, July 2026');
    expect(plain(suggestTitle(sanSebastian, 'de-DE'))).toBe('San Sebastián, Juli 2026');
    expect(plain(suggestTitle(sanSebastian, 'fr-FR'))).toBe('San Sebastián, juillet 2026');
    expect(plain(suggestTitle(sanSebastian, 'pl-PL'))).toBe('San Sebastián, lipiec 2026');
  });

  it('names two towns in the order visited, and the months a trip spans', () => {
    const trip = [
      photo('a', '2026-06-28T10:00:00+01:00', 'Lisbon (PT)'),
      photo('b', '2026-06-29T10:00:00+01:00', 'Lisbon (PT)'),
      photo('c', '2026-07-02T10:00:00+01:00', 'Porto (PT)'),
      photo('d', '2026-07-03T10:00:00+01:00', null),
    ];
    expect(plain(suggestTitle(trip, 'en-GB'))).toBe('Lisbon & Porto, June – July 2026');
    expect(plain(suggestTitle(trip, 'de-DE'))).toBe('Lisbon & Porto, Juni–Juli 2026');
    expect(plain(suggestTitle(trip, 'fr-FR'))).toBe('Lisbon & Porto, juin – juillet 2026');
  });

  it('names the country, in the customer language, when the trip went to more towns', () => {
    const tour = ['Bilbao (ES)', 'San Sebastián (ES)', 'Santander (ES)'].map((place, i) =>
      photo(`${i}`, day(3 + i), place),
    );
    expect(plain(suggestTitle(tour, 'en-GB'))).toBe('Spain, July 2026');
    expect(plain(suggestTitle(tour, 'de-DE'))).toBe('Spanien, Juli 2026');
    expect(plain(suggestTitle(tour, 'fr-FR'))).toBe('Espagne, juillet 2026');
    expect(plain(suggestTitle(tour, 'pl-PL'))).toBe('Hiszpania, lipiec 2026');
    const twoCountries = [...tour, photo('nl', '2026-05-16T10:00:00+02:00', 'Amsterdam (NL)')];
    expect(plain(suggestTitle(orderByTime(twoCountries), 'de-DE'))).toBe(
      'Niederlande & Spanien, Mai–Juli 2026',
    );
  });

  it('gives the dates alone, capitalised, when no photo has a place, and years beyond a year', () => {
    expect(plain(suggestTitle([photo('a', '2026-05-16T10:30:52+02:00')], 'fr-FR'))).toBe('Mai 2026');
    expect(suggestTitle([photo('a', '2025-01-01T00:00:00Z'), photo('b', '2026-03-01T00:00:00Z')])).toBe(
      '2025–2026',
    );
    expect(suggestTitle([photo('a', null)])).toBe('');
  });
});

describe('chapterTitle', () => {
  it('names the chapter by its places and days, without the year the book title gives', () => {
    const bilbao = [photo('a', day(3, 16), 'Portugalete (ES)'), photo('b', day(4, 9), 'Portugalete (ES)')];
    expect(plain(chapterTitle(bilbao, 'en-GB'))).toBe('Portugalete, 3 – 4 July');
    expect(plain(chapterTitle(bilbao, 'de-DE'))).toBe('Portugalete, 3.–4. Juli');
    expect(plain(chapterTitle(bilbao, 'fr-FR'))).toBe('Portugalete, 3–4 juillet');
    expect(plain(chapterTitle(bilbao, 'pl-PL'))).toBe('Portugalete, 3–4 lipca');
    expect(plain(chapterTitle([photo('c', day(5), 'San Sebastián (ES)')], 'en-GB'))).toBe(
      'San Sebastián, 5 July',
    );
  });

  it('titles each chapter the places split: a move to another town a few hours on starts one', () => {
    const photos = [
      photo('1', day(3, 10), 'Bilbao (ES)'),
      photo('2', day(3, 11), 'Bilbao (ES)'),
      photo('3', day(3, 15), 'San Sebastián (ES)'),
      photo('4', day(3, 18), 'San Sebastián (ES)'),
    ];
    const chapters = splitChapters(orderByTime(photos));
    expect(chapters.map((c) => plain(chapterTitle(c, 'en-GB')))).toEqual([
      'Bilbao, 3 July',
      'San Sebastián, 3 July',
    ]);
  });
});

describe('withPlaces', () => {
  const photos = [photo('a', day(5, 15)), photo('b', day(5, 21))];
  const places = new Map([
    ['a', 'San Sebastián (ES)'],
    ['b', 'San Sebastián (ES)'],
  ]);

  it('names the places and renames the suggested title on the book and its cover', () => {
    const doc = autoLayoutBook(photos, squareBook, { locale: 'de-DE' });
    expect(plain(doc.title)).toBe('Juli 2026');
    const named = withPlaces(doc, places, 'de-DE');
    expect(named.photos.map((p) => p.place)).toEqual(['San Sebastián (ES)', 'San Sebastián (ES)']);
    expect(plain(named.title)).toBe('San Sebastián, Juli 2026');
    const coverTitle = named.cover!.frames.find((f) => f.kind === 'text' && f.role === 'title');
    expect(coverTitle && coverTitle.kind === 'text' && plain(coverTitle.text)).toBe(
      'San Sebastián, Juli 2026',
    );
    expect(withPlaces(named, places, 'de-DE')).toBe(named);
  });

  it('never renames a title the customer typed', () => {
    const doc = autoLayoutBook(photos, squareBook, { title: 'Our summer' });
    const named = withPlaces(doc, places, 'en-GB');
    expect(named.title).toBe('Our summer');
    expect(named.photos[0]!.place).toBe('San Sebastián (ES)');
  });
});

describe('withPlaces in another language', () => {
  it('renames a title the layout suggested in its default language into the customer language', () => {
    const doc = autoLayoutBook([photo('a', day(5, 15))], squareBook);
    expect(plain(doc.title)).toBe('July 2026');
    const named = withPlaces(doc, new Map([['a', 'San Sebastián (ES)']]), 'pl-PL');
    expect(plain(named.title)).toBe('San Sebastián, lipiec 2026');
  });
});

describe('withPlaces on chapter title pages and calendars', () => {
  it('renames the chapter titles still as suggested, and keeps one the customer rewrote', () => {
    const photos = [
      photo('a', day(3, 10)),
      photo('b', day(3, 11)),
      photo('c', day(6, 10)),
      photo('d', day(6, 11)),
    ];
    const book = applyOp(autoLayoutBook(photos, squareBook), { type: 'setChapterTitles', on: true }).document;
    const titles = (doc: typeof book) =>
      doc.pages.flatMap((p) =>
        p.frames.flatMap((f) => (f.kind === 'text' && f.role === 'chapter' ? [plain(f.text)] : [])),
      );
    expect(titles(book)).toEqual(['3 July', '6 July']);
    const second = book.pages.filter((p) => p.template === 'chapter-title')[1]!;
    const rewritten = applyOp(book, {
      type: 'editText',
      pageId: second.id,
      frameId: second.frames[0]!.id,
      text: 'The mountains',
    }).document;
    const named = withPlaces(
      rewritten,
      new Map([
        ['a', 'Bilbao (ES)'],
        ['b', 'Bilbao (ES)'],
        ['c', 'Potes (ES)'],
        ['d', 'Potes (ES)'],
      ]),
      'en-GB',
    );
    expect(titles(named)).toEqual(['Bilbao, 3 July', 'The mountains']);
    expect(plain(named.title)).toBe('Bilbao & Potes, July 2026');
  });

  it('gives a calendar its place before its own years', () => {
    const cal = autoLayoutBook([photo('a', day(5, 15)), photo('b', day(5, 16))], wallCalendar);
    expect(cal.title).toBe('2027');
    const named = withPlaces(cal, new Map([['a', 'San Sebastián (ES)']]), 'de-DE');
    expect(named.title).toBe('San Sebastián 2027');
  });
});
