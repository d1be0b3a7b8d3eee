import { describe, expect, it } from 'vitest';
import { bookDocumentSchema } from '../model/document';
import { type PhotoRef, photoRefSchema } from '../model/photo';
import { themeById } from '../model/theme';
import { productSpecSchema } from '../model/product';
import { squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { autoLayoutBook } from './auto-layout';
import { backCoverPage, pickBackCoverPhoto } from './back-cover';
import { idCounter } from './build-page';

const photos = (n: number): PhotoRef[] => samplePhotos(n).map((p) => photoRefSchema.parse(p));
const classic = themeById('classic');
const hardcover = productSpecSchema.parse({
  ...squareBook,
  binding: {
    style: 'hardcover',
    paper: { code: 'silk-170', leafThickness: 0.13 },
    spineAllowance: 4,
    wrap: 15,
    spineTextMin: 6,
    separateCoverFile: true,
  },
});
const geometry = { trim: { width: 200, height: 200 }, spacing: classic.spacing };

describe('backCoverPage', () => {
  it('puts one small photo that is not the front cover’s and the title in small type under it', () => {
    const pile = photos(6);
    const page = backCoverPage({
      photos: pile,
      coverPhotoId: pile[0]!.id,
      title: 'Summer by the sea',
      theme: classic,
      geometry,
      safeMargin: 5,
      recommendedDpi: 150,
      newId: idCounter(1).next,
    });
    const [photo, text] = page.frames;
    expect(page.background).toBeNull();
    expect(photo?.kind).toBe('photo');
    if (photo?.kind !== 'photo' || text?.kind !== 'text') throw new Error('a photo and a title');
    expect(photo.photoId).not.toBe(pile[0]!.id);
    // Small: well under half the page each way, and centred across it.
    expect(photo.box.width).toBeLessThan(100);
    expect(photo.box.x + photo.box.width / 2).toBeCloseTo(100, 6);
    expect(text).toMatchObject({
      text: 'Summer by the sea',
      size: 11,
      align: 'center',
      color: classic.textColor,
    });
    expect(text.box.y).toBeGreaterThanOrEqual(photo.box.y + photo.box.height);
    expect(text.box.y + text.box.height).toBeLessThanOrEqual(200 - 5);
  });

  it('prefers a photo sharp at the frame’s size, then the best analysed', () => {
    const [small, good, better] = photos(3).map(
      (p, i): PhotoRef => ({
        ...p,
        ...(i === 0 ? { width: 200 as PhotoRef['width'], height: 150 as PhotoRef['height'] } : {}),
        analysis: null,
      }),
    );
    const box = { width: 70, height: 70 };
    const rated = (p: PhotoRef, overall: number) =>
      ({ ...p, analysis: { ...(p.analysis ?? {}), overall } }) as PhotoRef;
    expect(pickBackCoverPhoto([small!, good!], null, box, 300)?.id).toBe(good!.id);
    expect(pickBackCoverPhoto([rated(good!, 0.2), rated(better!, 0.9)], null, box, 300)?.id).toBe(better!.id);
    expect(pickBackCoverPhoto([good!], good!.id, box, 300)).toBeNull();
  });

  it('with no other photo and no title it is the theme’s background alone', () => {
    const pile = photos(1);
    const page = backCoverPage({
      photos: pile,
      coverPhotoId: pile[0]!.id,
      title: ' ',
      theme: classic,
      geometry,
      safeMargin: 5,
      recommendedDpi: 150,
      newId: idCounter(1).next,
    });
    expect(page.frames).toEqual([]);
  });
});

describe('a new book’s back cover', () => {
  it('is designed by the first draft, valid, with ids that do not clash', () => {
    const doc = autoLayoutBook(samplePhotos(30), hardcover, { title: 'Seville' });
    expect(bookDocumentSchema.safeParse(doc).success).toBe(true);
    const back = doc.backCover;
    expect(back?.frames.length).toBe(2);
    const coverPhoto = doc.cover?.frames.find((f) => f.kind === 'photo');
    const backPhoto = back?.frames.find((f) => f.kind === 'photo');
    expect(backPhoto && backPhoto.kind === 'photo' && backPhoto.photoId).toBeTruthy();
    expect(backPhoto?.kind === 'photo' && backPhoto.photoId).not.toBe(
      coverPhoto?.kind === 'photo' && coverPhoto.photoId,
    );
    expect(back?.frames.find((f) => f.kind === 'text')).toMatchObject({ text: 'Seville' });
    const ids = [doc.cover!, back!, ...doc.pages].flatMap((p) => [p.id, ...p.frames.map((f) => f.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    // The inner pages are the ones the layout always made: the back cover comes last.
    const { backCover: _, ...withoutBack } = doc;
    const unbound = autoLayoutBook(samplePhotos(30), squareBook, { title: 'Seville' });
    expect(withoutBack.pages).toEqual(unbound.pages);
  });

  it('is left out where nothing prints a back cover (an unbound book)', () => {
    expect(autoLayoutBook(samplePhotos(10), squareBook).backCover).toBeUndefined();
  });
});
