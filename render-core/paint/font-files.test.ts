import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import type { FontFamily } from '../model/frame';
import { filesOf, fontAscent, fontFiles } from './font-files';

const require = createRequire(import.meta.url);

describe('fontAscent', () => {
  it.each(Object.keys(fontFiles) as FontFamily[])('is the ascender each of %s’s files says', (family) => {
    for (const file of filesOf(family)) {
      const face = fontkit.create(readFileSync(require.resolve(file)));
      expect(fontAscent[family], file).toBeCloseTo(face.ascent / face.unitsPerEm, 6);
    }
  });
});
