import { type BookDocument, type ChangePlace, designPages, spreadCount } from '../../../../render-core';
import type { EditorUi } from './session-ui';
import { spreadOfPage } from './spread-of-page';

/** Shows spread `index` (clamped to the book); leaving the spread clears the selection. */
export function showSpreadIn(ui: EditorUi, doc: BookDocument, index: number): void {
  const clamped = Math.max(0, Math.min(spreadCount(doc) - 1, index));
  if (clamped !== ui.spread) ui.selected = null;
  ui.spread = clamped;
  ui.focusPageId = null;
}

/** Shows the spread holding page `pageId` (cover or inner page), that page in focus. */
export function showPageIn(ui: EditorUi, doc: BookDocument, pageId: string): void {
  const index = doc.cover?.id === pageId ? -1 : doc.pages.findIndex((p) => p.id === pageId);
  if (index < -1 || (index === -1 && doc.cover?.id !== pageId)) return;
  showSpreadIn(ui, doc, spreadOfPage(doc, index));
  ui.focusPageId = pageId;
}

/** Brings an undone or redone change into view: its page, or the cover. */
export function landIn(ui: EditorUi, doc: BookDocument, place: ChangePlace): void {
  if (place === 'cover') showSpreadIn(ui, doc, 0);
  else if (place) showPageIn(ui, doc, place.pageId);
}

/** After a change: the spread shown still exists, and the selected frame still exists. */
export function keepSelectionValid(ui: EditorUi, doc: BookDocument): void {
  ui.spread = Math.min(ui.spread, spreadCount(doc) - 1);
  const sel = ui.selected;
  // Looked up, not indexed: this runs in every edit's key press, and an index of a 100-page book's
  // frames is work (and garbage) the press need not make.
  const page = sel ? designPages(doc).find((p) => p.id === sel.pageId) : undefined;
  if (sel && !page?.frames.some((f) => f.id === sel.frameId)) ui.selected = null;
}

/**
 * What the UI keeps in step after a change (version already counted): the spread and selection
 * (keepSelectionValid), and the delete notice, which speaks of the version its delete made and ends
 * at any later change. Ended here, so the notice need not read `version` and render on every edit.
 */
export function followChange(ui: EditorUi, doc: BookDocument): void {
  if (ui.deleted && ui.deleted.version !== ui.version) ui.deleted = null;
  keepSelectionValid(ui, doc);
}
