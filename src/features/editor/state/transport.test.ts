import { describe, expect, it } from 'vitest';
import { fetchOutcome } from './transport';

describe('fetchOutcome', () => {
  it('asks for sign-in only when the server itself refuses (401/403)', () => {
    expect(fetchOutcome(401)).toBe('denied');
    expect(fetchOutcome(403)).toBe('denied');
  });

  it('treats no answer and gateway failures as offline, so the local draft opens', () => {
    for (const status of [0, 408, 500, 502, 503, 504]) expect(fetchOutcome(status)).toBe('offline');
  });

  it('reads 200 as the print and 404 as missing', () => {
    expect(fetchOutcome(200)).toBe('ok');
    expect(fetchOutcome(404)).toBe('missing');
  });
});
