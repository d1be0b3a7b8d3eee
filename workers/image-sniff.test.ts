import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitLongEdge, judgeSize } from './image-limits';
import { headerPixelSize, looksComplete, sniffImageType } from './image-sniff';
import { fixtureUrl } from './test-fixtures';

const fixture = (path: string) => new Uint8Array(readFileSync(fixtureUrl(path)));

describe('sniffImageType and headerPixelSize', () => {
  it.each([
    ['photos/photo-02.jpg', 'jpeg', 2048, 1366],
    ['photos/photo-big.jpg', 'jpeg', 4032, 3024],
    ['edge/transparent-cutout.png', 'png', 500, 333],
    ['edge/photo.webp', 'webp', 2048, 1280],
    ['edge/heic-landscape.heic', 'heic', null, null],
    ['edge/bomb-20000x20000.png', 'png', 20000, 20000],
  ])('%s is %s with its stored size', (path, type, width, height) => {
    const bytes = fixture(path);
    expect(sniffImageType(bytes)).toBe(type);
    const size = headerPixelSize(bytes, type as 'jpeg');
    expect(size).not.toBeNull();
    if (width !== null) expect(size).toEqual({ width, height });
  });

  it('trusts bytes, not names', () => {
    expect(sniffImageType(fixture('edge/not-an-image.jpg'))).toBeNull();
    expect(sniffImageType(fixture('edge/empty.jpg'))).toBeNull();
  });

  it('finds a cut-off JPEG', () => {
    expect(looksComplete(fixture('edge/truncated.jpg'), 'jpeg')).toBe(false);
    expect(looksComplete(fixture('photos/photo-01.jpg'), 'jpeg')).toBe(true);
    expect(looksComplete(fixture('edge/transparent-cutout.png'), 'png')).toBe(true);
  });
});

describe('limits', () => {
  it('refuses photos too small to print and warns about soft ones', () => {
    expect(judgeSize(320, 150).reject).toBe('too-small');
    expect(judgeSize(320, 240)).toEqual({ reject: null, warnings: ['low-resolution'] });
    expect(judgeSize(2048, 1366)).toEqual({ reject: null, warnings: [] });
  });

  it('scales down only', () => {
    expect(fitLongEdge(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitLongEdge(320, 240, 1600)).toEqual({ width: 320, height: 240 });
  });
});
