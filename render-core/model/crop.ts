import type { PhotoCrop } from './frame';
import { type FaceBox, type FocusPoint, focusOf, type PhotoRef } from './photo';
import { type Dpi, effectiveDpi, type Mm, mm, type Px, px } from './units';

export interface CropPlacement {
  /** The part of the photo that shows, in the photo's displayed pixels. */
  source: { x: Px; y: Px; width: Px; height: Px };
  /**
   * Where that part lands: a box of this size centred on the frame and turned by the crop's
   * rotation. Unrotated it equals the frame; rotated it is the box that covers the frame.
   */
  cover: { width: Mm; height: Mm };
  rotation: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The box a photo must cover so that, turned by `degrees`, no corner of the frame is bare. */
export function coverBox(frameWidth: number, frameHeight: number, degrees: number) {
  const r = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: frameWidth * c + frameHeight * s, height: frameWidth * s + frameHeight * c };
}

/** Which pixels of a photo show in a frame, and how large they print. */
export function placePhoto(
  photo: { width: number; height: number },
  frame: { width: number; height: number },
  crop: PhotoCrop,
): CropPlacement {
  const cover = coverBox(frame.width, frame.height, crop.rotation);
  // Pixels per millimetre at zoom 1 is the largest scale that still fits the photo over the box.
  const pxPerMm = Math.min(photo.width / cover.width, photo.height / cover.height) / crop.zoom;
  const width = cover.width * pxPerMm;
  const height = cover.height * pxPerMm;
  const cx = clamp(crop.centerX * photo.width, width / 2, photo.width - width / 2);
  const cy = clamp(crop.centerY * photo.height, height / 2, photo.height - height / 2);
  return {
    source: { x: px(cx - width / 2), y: px(cy - height / 2), width: px(width), height: px(height) },
    cover: { width: mm(cover.width), height: mm(cover.height) },
    rotation: crop.rotation,
  };
}

/** Print resolution of a placed photo: its shown pixels over the length they print at. */
export function placementDpi(placement: CropPlacement): Dpi {
  return effectiveDpi(placement.source.width, placement.cover.width);
}

/** A crop that centres on the focus point; placePhoto's clamp keeps the point inside the frame. */
export function cropAroundFocus(focus: FocusPoint): PhotoCrop {
  return { centerX: focus.x, centerY: focus.y, zoom: 1, rotation: 0 };
}

/**
 * Where, along one axis, the window a frame shows (`window` of the photo, as a fraction) should be
 * centred to hold the span [lo, hi] whole, as near `target` as that allows. Null when the span is
 * wider than the window.
 */
function centreHolding(lo: number, hi: number, window: number, target: number): number | null {
  if (hi - lo > window + 1e-9) return null;
  // Centres that keep the span in view, and keep the window on the photo.
  const from = Math.max(hi - window / 2, window / 2);
  const to = Math.min(lo + window / 2, 1 - window / 2);
  return clamp(target, Math.min(from, to), Math.max(from, to));
}

const spanX = (faces: readonly FaceBox[]) => ({
  lo: Math.min(...faces.map((f) => f.x)),
  hi: Math.max(...faces.map((f) => f.x + f.width)),
});
const spanY = (faces: readonly FaceBox[]) => ({
  lo: Math.min(...faces.map((f) => f.y)),
  hi: Math.max(...faces.map((f) => f.y + f.height)),
});

const sureness = (face: FaceBox) => face.score ?? 1;

/**
 * The face a crop keeps whole when not every face fits: the surest one, and among faces nearly as
 * sure (within 0.1), the largest. Size alone let a large phantom (a blurred background, a pet) win
 * over the smaller real face in front.
 */
export function keptFace(faces: readonly FaceBox[]): FaceBox {
  const surest = Math.max(...faces.map(sureness));
  return faces
    .filter((f) => sureness(f) >= surest - 0.1)
    .reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
}

/**
 * The crop an automatic placement gives a photo in a frame (auto layout, swap, replace, move): at
 * zoom 1, every face box whole inside the frame when they all fit, centred on the faces (else on
 * the focus point). When they cannot all fit (a group photo in a narrow frame), one face is kept
 * whole (keptFace) and the window leans as far towards the others as it can; a face larger than the frame
 * itself (a close-up) is centred. Without faces it is `cropAroundFocus(focusOf(photo))`.
 */
export function cropForFrame(
  photo: { width: number; height: number } & Pick<PhotoRef, 'focusPoints' | 'faces'>,
  frame: { width: number; height: number },
): PhotoCrop {
  const faces = (photo.faces ?? []).filter((f) => f.width > 0 && f.height > 0);
  if (faces.length === 0) return cropAroundFocus(focusOf(photo));
  // The part of the photo a frame of this aspect shows at zoom 1, as fractions of each side.
  const photoAspect = photo.width / photo.height;
  const frameAspect = frame.width / frame.height;
  const windowX = Math.min(1, frameAspect / photoAspect);
  const windowY = Math.min(1, photoAspect / frameAspect);
  const kept = keptFace(faces);
  const axis = (all: { lo: number; hi: number }, own: { lo: number; hi: number }, window: number) => {
    const target = (all.lo + all.hi) / 2;
    return (
      centreHolding(all.lo, all.hi, window, target) ??
      centreHolding(own.lo, own.hi, window, target) ??
      clamp((own.lo + own.hi) / 2, window / 2, 1 - window / 2)
    );
  };
  return {
    centerX: axis(spanX(faces), spanX([kept]), windowX),
    centerY: axis(spanY(faces), spanY([kept]), windowY),
    zoom: 1,
    rotation: 0,
  };
}

/** Share of the photo's area a frame keeps at zoom 1: 1 means no cropping at all. */
export function keptFraction(photoAspect: number, frameAspect: number): number {
  return photoAspect > frameAspect ? frameAspect / photoAspect : photoAspect / frameAspect;
}
