import { describe, expect, it } from 'vitest';
import type { Presence } from '../../../../contract/api/collab';
import {
  contrastRatio,
  headRow,
  initials,
  livePresence,
  luminance,
  peopleBySpread,
  peopleOf,
  placeKey,
  placeOf,
  safeColour,
  spreadOfPlace,
  textOn,
} from './presence-view';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

function person(over: Partial<Presence> & { userId: string }): Presence {
  return {
    clientId: `${over.userId}-tab`,
    name: over.userId,
    colour: '#1f77b4',
    pageId: null,
    selection: [],
    expiresAt: at(10_000),
    ...over,
  };
}

const page = (id: string) => ({ id }) as never;
const doc = {
  cover: page('cover'),
  backCover: page('back'),
  pages: ['p1', 'p2', 'p3', 'p4', 'p5'].map(page),
};
const noCover = { cover: null, backCover: null, pages: ['p1', 'p2', 'p3'].map(page) };

describe('livePresence', () => {
  it('keeps entries that expire after now and drops those at or before it, or unreadable', () => {
    const list = [
      person({ userId: 'ana', expiresAt: at(1) }),
      person({ userId: 'ben', expiresAt: at(0) }),
      person({ userId: 'cy', expiresAt: at(-5_000) }),
      person({ userId: 'di', expiresAt: 'not a date' }),
    ];
    expect(livePresence(list, NOW).map((p) => p.userId)).toEqual(['ana']);
    expect(livePresence(list, NOW - 10_000).map((p) => p.userId)).toEqual(['ana', 'ben', 'cy']);
  });
});

describe('peopleOf and headRow', () => {
  it('shows a person with two tabs once, by their newest (first) tab', () => {
    const list = [
      person({ userId: 'ana', clientId: 'a2', pageId: 'p3' }),
      person({ userId: 'ben' }),
      person({ userId: 'ana', clientId: 'a1', pageId: 'p1' }),
    ];
    expect(peopleOf(list).map((p) => [p.userId, p.pageId])).toEqual([
      ['ana', 'p3'],
      ['ben', null],
    ]);
  });

  it('shows three avatars and counts the rest', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((userId) => person({ userId }));
    const row = headRow(five);
    expect(row.shown.map((p) => p.userId)).toEqual(['a', 'b', 'c']);
    expect(row.more).toBe(2);
    expect(headRow(five.slice(0, 3)).more).toBe(0);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initials('Ana Lima')).toBe('AL');
    expect(initials('  maría  josé de la cruz ')).toBe('MC');
    expect(initials('Øyvind')).toBe('Ø');
    expect(initials('')).toBe('?');
  });
});

describe('textOn', () => {
  it('picks the letters that reach 4.5:1 on every colour of a sweep through the colour cube', () => {
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          const ink = textOn(hex);
          const ratio = contrastRatio(luminance(hex)!, luminance(ink)!);
          expect(ratio, `${ink} on ${hex}`).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('writes white on a dark colour and black on a light one', () => {
    expect(textOn('#1f3a5f')).toBe('#ffffff');
    expect(textOn('#ffd54f')).toBe('#000000');
  });

  it('replaces a colour that is not #rrggbb by a grey', () => {
    expect(safeColour('red')).toBe('#6b7280');
    expect(safeColour('#A1b2C3')).toBe('#A1b2C3');
  });
});

describe('placeOf and spreadOfPlace', () => {
  it('says the cover for the front or the back cover, and an inner page by its number', () => {
    expect(placeOf(doc, 'cover')).toEqual({ kind: 'cover', pageId: 'cover' });
    expect(placeOf(doc, 'back')).toEqual({ kind: 'cover', pageId: 'cover' });
    expect(placeOf(doc, 'p4')).toEqual({ kind: 'page', n: 4, pageId: 'p4' });
    expect(placeOf(doc, 'gone')).toEqual({ kind: 'book' });
    expect(placeOf(doc, null)).toEqual({ kind: 'book' });
  });

  it('finds the spread: the cover sheet first, then two inner pages a spread', () => {
    expect(spreadOfPlace(doc, placeOf(doc, 'back'))).toBe(0);
    expect(spreadOfPlace(doc, placeOf(doc, 'p1'))).toBe(1);
    expect(spreadOfPlace(doc, placeOf(doc, 'p4'))).toBe(2);
    expect(spreadOfPlace(noCover, placeOf(noCover, 'p3'))).toBe(1);
    expect(spreadOfPlace(doc, { kind: 'book' })).toBeNull();
  });

  it('names the place in the product’s own word', () => {
    const p4 = placeOf(doc, 'p4');
    expect(placeKey('book', p4)).toBe('presence.onPage');
    expect(placeKey('calendar', p4)).toBe('presence.onMonth');
    expect(placeKey('print', p4)).toBe('presence.onPrint');
    expect(placeKey('book', placeOf(doc, 'cover'))).toBe('presence.onCover');
    expect(placeKey('book', placeOf(doc, null))).toBe('presence.inBook');
  });
});

describe('peopleBySpread', () => {
  it('puts each person once on each spread they are on, and nobody for an unknown page', () => {
    const list = [
      person({ userId: 'ana', clientId: 'a1', pageId: 'p2' }),
      person({ userId: 'ben', pageId: 'p1' }),
      person({ userId: 'ana', clientId: 'a2', pageId: 'p1' }),
      person({ userId: 'cy', pageId: 'back' }),
      person({ userId: 'di', pageId: 'gone' }),
    ];
    const by = peopleBySpread(doc, list);
    expect([...by.keys()].sort()).toEqual([0, 1]);
    expect(by.get(1)?.map((p) => p.userId)).toEqual(['ana', 'ben']);
    expect(by.get(0)?.map((p) => p.userId)).toEqual(['cy']);
  });
});
