import { describe, expect, it } from 'vitest';
import { previewPages } from './preview-pages';

const page = {} as never;

describe('previewPages', () => {
  it('shows a book by its cover and first spread', () => {
    expect(previewPages({ kind: 'book', cover: page, pages: [page, page, page] })).toEqual({
      front: 'cover',
      spread: [0, 1],
    });
  });
  it('shows a one-page book its one inner page', () => {
    expect(previewPages({ kind: 'book', cover: page, pages: [page] })?.spread).toEqual([0]);
  });
  it('shows a calendar by its cover alone, and prints by the first print', () => {
    expect(previewPages({ kind: 'calendar', cover: page, pages: [page, page] })).toEqual({
      front: 'cover',
      spread: [],
    });
    expect(previewPages({ kind: 'print', cover: null, pages: [page, page] })).toEqual({
      front: 0,
      spread: [],
    });
  });
  it('has nothing to show for a design without pages', () => {
    expect(previewPages({ kind: 'print', cover: null, pages: [] })).toBeNull();
  });
});
