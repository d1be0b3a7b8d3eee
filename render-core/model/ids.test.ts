import { describe, expect, it } from 'vitest';
import { COLLAB_LIMITS } from '../collab/ops';
import { idTagSchema, LONGEST_TAGGED_ID, makeId } from './ids';

describe('makeId', () => {
  it('keeps the plain counter id without a tag', () => {
    expect(makeId('p', 21)).toBe('p21');
    expect(makeId('f', 0)).toBe('f0');
  });

  it('puts the tag after the number, so two people with one counter make different ids', () => {
    expect(makeId('p', 21, 'k3')).toBe('p21.k3');
    expect(makeId('p', 21, 'm8')).not.toBe(makeId('p', 21, 'k3'));
    // The tag cannot hold a dot, so the id splits back into its number and tag one way only.
    expect(makeId('f', 7, 'abcdefgh').split('.')).toEqual(['f7', 'abcdefgh']);
  });

  it('never makes an id longer than the collaboration wire takes', () => {
    const longest = makeId('p', Number.MAX_SAFE_INTEGER, 'zzzzzzzz');
    expect(longest).toHaveLength(LONGEST_TAGGED_ID);
    expect(longest.length).toBeLessThanOrEqual(COLLAB_LIMITS.keyLength);
  });
});

describe('idTagSchema', () => {
  it('takes 1 to 8 lowercase letters or digits', () => {
    for (const tag of ['a', 'k3', '0', 'abcdefgh', '12345678']) expect(idTagSchema.parse(tag)).toBe(tag);
  });

  it('refuses a tag that is empty, too long, uppercase or could be mistaken for a separator', () => {
    for (const tag of ['', 'abcdefghi', 'K3', 'a.b', 'a-b', 'a b', 'é']) {
      const result = idTagSchema.safeParse(tag);
      expect(result.success, tag).toBe(false);
      if (!result.success) expect(result.error.issues[0]?.message).toMatch(/1 to 8 lowercase/);
    }
  });
});
