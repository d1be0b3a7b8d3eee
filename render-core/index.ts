/**
 * render-core: the photo-book engine. Pure TypeScript (no DOM, Node, React or network), so the
 * same code runs in the render worker, on the main thread and headless on the server.
 *
 * The print-PDF writer is its own entry, `render-core/print`, so pdf-lib stays out of the app's
 * and the worker's bundles (it is most of a megabyte); only the print job imports it.
 */
export * from './model/units';
export * from './model/product';
export * from './model/geometry';
export * from './model/photo';
export * from './model/frame';
export * from './model/page';
export * from './model/theme';
export * from './model/document';
export * from './model/text-limits';
export * from './model/crop';
export * from './model/contrast';
export { DocumentLoadError, type LoadResult, loadDocument, loadDocumentOrThrow } from './model/migrations';

export {
  type AutoLayoutOptions,
  autoLayoutBook,
  autoLayoutOptionsSchema,
  suggestTitle,
} from './layout/auto-layout';
export { relayoutFrom, type RelayoutResult } from './layout/relayout';
export { orderByTime, splitChapters } from './layout/chapters';
export { chapterTitle, monthSpan, placeLabel, placesPhrase, readPlace, withPlaces } from './layout/titles';
export { hasChapterTitles } from './ops/set-chapter-titles';
export { pageCountAllowed, pageCountFor } from './layout/page-count';
export { slotBoxes, type Template, templateById, templates, templatesFor } from './layout/templates';
export { bestTemplateFor } from './layout/best-template';

export {
  applyOp,
  freezeSteps,
  listRemovedPhotos,
  listUnusedPhotos,
  type Op,
  OpError,
  type OpResult,
  type OpType,
  opSchema,
  opTypes,
} from './ops';
export type { FrameRef } from './ops';
export * from './history/history';
export {
  apply as applyChanges,
  type Change,
  diff as diffDocuments,
  invert as invertChanges,
} from './history/diff';

export { type Finding, type FindingCode, isPrintable, validateBook } from './validate/validate-book';

export type { DrawItem, ImageItem, PlaceholderItem, RectItem, Scene, TextItem } from './scene/draw-list';
export {
  type PageRef,
  pageAt,
  type SceneOptions,
  sceneForPage,
  sceneForSpread,
  spreadCount,
} from './scene/scene-for-page';
export { coverWrapOf, sceneForCover } from './scene/scene-for-cover';
export { type CoverWrap, coverWrap, spineWidth } from './model/cover';
export { pageTrim, photoSuitsPrint } from './model/print-format';
export { monthGrid } from './scene/calendar-grid';
export { wrapText } from './scene/wrap-text';
export type { CanvasLike, ImageLike } from './paint/canvas-like';
export { canvasFilters, type PaintOptions, paintScene } from './paint/paint-scene';
export * from './history/editor';
export * from './collab';
