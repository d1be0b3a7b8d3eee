import type { Draft } from 'immer';
import { framesForTemplate } from '../layout/build-page';
import type { Template } from '../layout/templates';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import { themeById } from '../model/theme';
import type { DocumentDraft, OpContext } from './define';
import { takeId } from './find';

/** Rebuilds a page's photo frames from a template holding these photos; text frames stay. */
export function retemplate(
  draft: DocumentDraft,
  page: Draft<Page>,
  template: Template,
  photoIds: readonly string[],
  context: OpContext,
) {
  const byId = new Map(draft.photos.map((p) => [p.id, p as PhotoRef]));
  const photos = photoIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const geometry = { trim: draft.product.trim, spacing: themeById(draft.theme).spacing };
  const frames = framesForTemplate(template, photos, geometry, (prefix) => takeId(draft, prefix, context));
  page.template = template.id;
  page.frames = [...frames, ...page.frames.filter((f) => f.kind === 'text')];
}

export function photoIdsOn(page: Draft<Page>): string[] {
  return page.frames.flatMap((f) => (f.kind === 'photo' && f.photoId !== null ? [f.photoId] : []));
}
