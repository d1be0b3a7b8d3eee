import { describe, expect, it } from 'vitest';
import { type FaceSet, registerFaces } from './picker-fonts';

function fakeSet(families: string[]): FaceSet & { added: { family: string; source: string }[] } {
  const faces = families.map((family) => ({ family }));
  const added: { family: string; source: string }[] = [];
  return {
    added,
    add(face: FontFace) {
      const f = face as unknown as { family: string; source: string };
      faces.push(f);
      added.push(f);
    },
    [Symbol.iterator]: () => faces[Symbol.iterator](),
  };
}

const make = (family: string, source: string) => ({ family, source }) as unknown as FontFace;

describe('registerFaces', () => {
  it('adds each missing family once, from the file print embeds', () => {
    const set = fakeSet([]);
    expect(registerFaces(set, ['Lora', 'DejaVu Sans', 'Lora'], make)).toEqual(['Lora', 'DejaVu Sans']);
    expect(set.added.map((f) => f.family)).toEqual(['Lora', 'DejaVu Sans']);
    expect(set.added[0]!.source).toMatch(/^url\(".*lora-latin-400-normal\.woff.*"\)$/);
    expect(set.added[1]!.source).toMatch(/DejaVuSans\.ttf/);
  });

  it('leaves a family another part of the editor registered (quoted or not) alone', () => {
    const set = fakeSet(['"Inter"', 'Lora']);
    expect(registerFaces(set, ['Inter', 'Lora', 'DejaVu Serif'], make)).toEqual(['DejaVu Serif']);
    expect(registerFaces(set, ['DejaVu Serif'], make)).toEqual([]);
  });
});
