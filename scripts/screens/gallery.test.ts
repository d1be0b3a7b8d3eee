import { describe, expect, it } from 'vitest';
import { galleryMarkdown } from './gallery';

describe('galleryMarkdown', () => {
  it('puts a screen and locale on one row, in the order a customer meets them, with a dash for a missing side', () => {
    const md = galleryMarkdown(
      ['basket-en.jpg', 'home-de-de.jpg', 'home-en.jpg', 'notes.txt'],
      ['home-en.jpg', 'home-de-de.jpg', 'basket-en.jpg', 'editor-format-bar-en.jpg'],
    );
    const rows = md
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| screen') && !l.startsWith('| ---'));
    expect(rows.map((r) => r.split(' | ').slice(0, 2).join(' '))).toEqual([
      '| home en',
      '| home de-de',
      '| editor-format-bar en',
      '| basket en',
    ]);
    expect(rows[0]).toContain('<img src="before/home-en.jpg" width="180"');
    expect(rows[0]).toContain('<img src="after/home-en.jpg" width="180"');
    expect(rows[2]).toMatch(/\| — \| \[<img src="after\/editor-format-bar-en.jpg"/);
    expect(md).toContain('npm run screens -- --base-url');
  });
});
