import { describe, expect, it } from 'vitest';
import { fixHref, fixTargetOf } from './fix-target';

describe('the order step\'s "Fix" link', () => {
  it('names the page and frame, and the editor reads them back', () => {
    const href = fixHref('abc', 'p12', 'f30');
    expect(href).toBe('/editor/abc?page=p12&frame=f30');
    expect(fixTargetOf(href.slice(href.indexOf('?')))).toEqual({ pageId: 'p12', frameId: 'f30' });
  });

  it('opens the design alone when the finding names no page', () => {
    expect(fixHref('abc', null, null)).toBe('/editor/abc');
    expect(fixTargetOf('')).toBeNull();
    expect(fixTargetOf('?page=p3')).toEqual({ pageId: 'p3', frameId: null });
  });
});
