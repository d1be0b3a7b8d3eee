import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { edgeFixture, photoFixture } from '../test/fixtures';
import { sniffImageType } from './sniff';

describe('sniffImageType', () => {
  it.each([
    [photoFixture('photo-01.jpg'), 'jpeg'],
    [edgeFixture('transparent-cutout.png'), 'png'],
    [edgeFixture('photo.webp'), 'webp'],
    [edgeFixture('heic-landscape.heic'), 'heic'],
    [edgeFixture('heic-portrait.heic'), 'heic'],
    [edgeFixture('not-an-image.jpg'), null],
    [edgeFixture('empty.jpg'), null],
  ])('%s is %s', (file, type) => {
    expect(sniffImageType(readFileSync(file))).toBe(type);
  });
});
