import type { PhotoCrop } from './frame';
import type { FocusPoint } from './photo';
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

/** Share of the photo's area a frame keeps at zoom 1: 1 means no cropping at all. */
export function keptFraction(photoAspect: number, frameAspect: number): number {
  return photoAspect > frameAspect ? frameAspect / photoAspect : photoAspect / frameAspect;
}
