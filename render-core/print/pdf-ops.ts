import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
} from 'pdf-lib';
import type { ImageItem } from '../scene/draw-list';
import { mm, mmToPt } from '../model/units';

const pt = (v: number) => mmToPt(mm(v));

/**
 * Operators that draw a whole embedded image so that its `source` pixels fill the item's box,
 * turned and clipped. The file keeps every pixel of the image: nothing is resampled, so the print
 * shop gets the photo's real resolution.
 */
export function imageOperators(
  item: ImageItem,
  xObject: Parameters<typeof drawObject>[0],
  pageHeightMm: number,
): PDFOperator[] {
  const k = item.width / item.source.width; // mm per photo pixel
  const fullW = item.photoSize.width * k;
  const fullH = item.photoSize.height * k;
  // In the box's own y-up frame, centred on the source rectangle's centre.
  const left = -(item.source.x + item.source.width / 2) * k;
  const top = (item.source.y + item.source.height / 2) * k;
  const r = (-item.rotation * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const clipBox = item.clip;
  return [
    pushGraphicsState(),
    rectangle(
      pt(clipBox.x),
      pt(pageHeightMm - clipBox.y - clipBox.height),
      pt(clipBox.width),
      pt(clipBox.height),
    ),
    clip(),
    endPath(),
    concatTransformationMatrix(1, 0, 0, 1, pt(item.center.x), pt(pageHeightMm - item.center.y)),
    concatTransformationMatrix(cos, sin, -sin, cos, 0, 0),
    concatTransformationMatrix(pt(fullW), 0, 0, pt(fullH), pt(left), pt(top - fullH)),
    drawObject(xObject),
    popGraphicsState(),
  ];
}
