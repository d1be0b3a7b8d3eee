import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { fontAscent, fontFiles } from './font-files';

const require = createRequire(import.meta.url);

describe('fontAscent', () => {
  it.each(Object.entries(fontFiles))('is the ascender %s’s file says', (family, file) => {
    const face = fontkit.create(readFileSync(require.resolve(file)));
    expect(fontAscent[family as keyof typeof fontAscent]).toBeCloseTo(face.ascent / face.unitsPerEm, 6);
  });
});
