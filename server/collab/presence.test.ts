import { describe, expect, it } from 'vitest';
import type { Presence } from '../../contract/api/collab';
import { colourFor, PRESENCE_PALETTE, PresenceBoard } from './presence';

const at = (clientId: string, expiresAt: number, userId = 'u1'): Presence => ({
  clientId,
  userId,
  name: 'Ana',
  colour: colourFor(userId),
  pageId: null,
  selection: [],
  expiresAt: new Date(expiresAt).toISOString(),
});

describe('PresenceBoard', () => {
  it('keeps one entry per client and forgets it once expired', () => {
    let now = 1_000;
    const board = new PresenceBoard(() => now);
    board.set('p', at('a', 2_000));
    board.set('p', at('a', 3_000));
    board.set('p', at('b', 1_500));
    expect(board.list('p').map((p) => p.clientId)).toEqual(['a', 'b']);
    now = 1_500;
    expect(board.list('p').map((p) => p.clientId)).toEqual(['a']);
    now = 3_000;
    expect(board.list('p')).toEqual([]);
  });

  it('removes a user’s clients and keeps designs apart', () => {
    const board = new PresenceBoard(() => 0);
    board.set('p', at('a', 10, 'u1'));
    board.set('p', at('b', 10, 'u2'));
    board.set('q', at('c', 10, 'u1'));
    board.remove('p', (p) => p.userId === 'u1');
    expect(board.list('p').map((p) => p.clientId)).toEqual(['b']);
    expect(board.list('q').map((p) => p.clientId)).toEqual(['c']);
  });

  it('gives a person the same colour of the palette every time', () => {
    expect(colourFor('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(
      colourFor('1b4e28ba-2fa1-11d2-883f-0016d3cca427'),
    );
    expect(PRESENCE_PALETTE).toContain(colourFor('someone'));
  });
});
