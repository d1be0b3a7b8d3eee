import type { PhotoRef } from '../model/photo';
import { photoAspect } from '../model/photo';
import type { PageGeometry } from './build-page';
import { rankTemplates } from './fit';
import { slotBoxes, type Template, templatesFor } from './templates';

/** The least-cropping library template for these photos (an edit's re-template, no shuffle). */
export function bestTemplateFor(photos: readonly PhotoRef[], geometry: PageGeometry): Template {
  const ranked = rankTemplates(photos.map(photoAspect), templatesFor(Math.max(1, photos.length)), (t) =>
    slotBoxes(t, geometry.trim, geometry.spacing),
  );
  return ranked[0]!.template;
}
