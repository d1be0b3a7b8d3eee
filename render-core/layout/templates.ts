import type { Rect } from '../model/geometry';

/** A slot on a template's grid, in cells. */
export interface Slot {
  col: number;
  row: number;
  cols?: number;
  rows?: number;
}

export interface Template {
  id: string;
  /** Photo count the template holds. */
  slots: readonly Slot[];
  grid: { cols: number; rows: number };
  /** Full-bleed templates run to the trim edge with no gaps (the scene extends them into bleed). */
  fullBleed?: boolean;
  /** The part of the page the grid covers, in fractions of the trim; the whole page by default. */
  region?: Rect;
  /** Templates the auto-layout does not pick for inner pages (cover, calendar month). */
  special?: boolean;
}

const cells = (cols: number, rows: number): Slot[] => {
  const out: Slot[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) out.push({ col, row });
  return out;
};

/** The template library: 1 to 6 photos a page. Ids are saved in documents: never rename one. */
export const templates: readonly Template[] = [
  { id: 'full-bleed', grid: { cols: 1, rows: 1 }, slots: cells(1, 1), fullBleed: true },
  { id: 'single', grid: { cols: 1, rows: 1 }, slots: cells(1, 1) },
  // Shaped slots: photo-shaped holes with white around them, for 3:2 and 4:3 photos on any page.
  { id: 'single-landscape', grid: { cols: 1, rows: 6 }, slots: [{ col: 0, row: 1, rows: 4 }] },
  { id: 'single-portrait', grid: { cols: 6, rows: 1 }, slots: [{ col: 1, row: 0, cols: 4 }] },
  {
    id: 'two-landscape-diagonal',
    grid: { cols: 5, rows: 5 },
    slots: [
      { col: 0, row: 0, cols: 3, rows: 2 },
      { col: 2, row: 3, cols: 3, rows: 2 },
    ],
  },
  {
    id: 'two-portraits',
    grid: { cols: 2, rows: 6 },
    slots: [
      { col: 0, row: 1, rows: 4 },
      { col: 1, row: 1, rows: 4 },
    ],
  },
  {
    id: 'portrait-and-landscape',
    grid: { cols: 5, rows: 6 },
    slots: [
      { col: 0, row: 1, cols: 2, rows: 4 },
      { col: 2, row: 2, cols: 3, rows: 2 },
    ],
  },
  {
    id: 'landscape-and-portrait',
    grid: { cols: 5, rows: 6 },
    slots: [
      { col: 0, row: 2, cols: 3, rows: 2 },
      { col: 3, row: 1, cols: 2, rows: 4 },
    ],
  },
  {
    id: 'four-landscapes',
    grid: { cols: 2, rows: 6 },
    slots: [
      { col: 0, row: 1, rows: 2 },
      { col: 1, row: 1, rows: 2 },
      { col: 0, row: 3, rows: 2 },
      { col: 1, row: 3, rows: 2 },
    ],
  },
  { id: 'two-columns', grid: { cols: 2, rows: 1 }, slots: cells(2, 1) },
  { id: 'two-rows', grid: { cols: 1, rows: 2 }, slots: cells(1, 2) },
  { id: 'two-bleed-columns', grid: { cols: 2, rows: 1 }, slots: cells(2, 1), fullBleed: true },
  { id: 'three-columns', grid: { cols: 3, rows: 1 }, slots: cells(3, 1) },
  { id: 'three-rows', grid: { cols: 1, rows: 3 }, slots: cells(1, 3) },
  {
    id: 'one-left-two-right',
    grid: { cols: 2, rows: 2 },
    slots: [
      { col: 0, row: 0, rows: 2 },
      { col: 1, row: 0 },
      { col: 1, row: 1 },
    ],
  },
  {
    id: 'one-top-two-bottom',
    grid: { cols: 2, rows: 2 },
    slots: [
      { col: 0, row: 0, cols: 2 },
      { col: 0, row: 1 },
      { col: 1, row: 1 },
    ],
  },
  { id: 'grid-2x2', grid: { cols: 2, rows: 2 }, slots: cells(2, 2) },
  {
    id: 'one-top-three-bottom',
    grid: { cols: 3, rows: 2 },
    slots: [
      { col: 0, row: 0, cols: 3 },
      { col: 0, row: 1 },
      { col: 1, row: 1 },
      { col: 2, row: 1 },
    ],
  },
  {
    id: 'one-left-three-right',
    grid: { cols: 2, rows: 3 },
    slots: [
      { col: 0, row: 0, rows: 3 },
      { col: 1, row: 0 },
      { col: 1, row: 1 },
      { col: 1, row: 2 },
    ],
  },
  {
    id: 'two-top-three-bottom',
    grid: { cols: 6, rows: 2 },
    slots: [
      { col: 0, row: 0, cols: 3 },
      { col: 3, row: 0, cols: 3 },
      { col: 0, row: 1, cols: 2 },
      { col: 2, row: 1, cols: 2 },
      { col: 4, row: 1, cols: 2 },
    ],
  },
  {
    id: 'one-large-four-small',
    grid: { cols: 4, rows: 2 },
    slots: [
      { col: 0, row: 0, cols: 2, rows: 2 },
      ...cells(2, 2).map((s) => ({ col: s.col + 2, row: s.row })),
    ],
  },
  { id: 'grid-3x2', grid: { cols: 3, rows: 2 }, slots: cells(3, 2) },
  { id: 'grid-2x3', grid: { cols: 2, rows: 3 }, slots: cells(2, 3) },
  { id: 'cover', grid: { cols: 1, rows: 1 }, slots: cells(1, 1), fullBleed: true, special: true },
  {
    id: 'calendar-month',
    grid: { cols: 1, rows: 1 },
    slots: cells(1, 1),
    fullBleed: true,
    region: { x: 0, y: 0, width: 1, height: 0.58 },
    special: true,
  },
  { id: 'print', grid: { cols: 1, rows: 1 }, slots: cells(1, 1), fullBleed: true, special: true },
  // A new book's back cover: one small photo a little above the middle, the title under it
  // (render-core/layout/back-cover).
  {
    id: 'back-cover',
    grid: { cols: 1, rows: 1 },
    slots: cells(1, 1),
    region: { x: 0.3, y: 0.22, width: 0.4, height: 0.4 },
    special: true,
  },
  // A chapter's title page: no photos, its title a text frame (render-core/ops/set-chapter-titles).
  { id: 'chapter-title', grid: { cols: 1, rows: 1 }, slots: [], special: true },
];

const byId = new Map(templates.map((t) => [t.id, t]));
export const MAX_PHOTOS_PER_PAGE = 6;

export function templateById(id: string): Template | undefined {
  return byId.get(id);
}

/** Templates the auto-layout may use for a page of `count` photos. */
export function templatesFor(count: number): Template[] {
  return templates.filter((t) => !t.special && t.slots.length === count);
}

/**
 * Slot boxes in mm for a page of the given trim. `spacing` (a fraction of the shorter side) is
 * both the page margin and the gap between photos; full-bleed templates use none.
 */
export function slotBoxes(
  template: Template,
  trim: { width: number; height: number },
  spacing: number,
): Rect[] {
  const region = template.region ?? { x: 0, y: 0, width: 1, height: 1 };
  const gap = template.fullBleed ? 0 : spacing * Math.min(trim.width, trim.height);
  const left = region.x * trim.width + gap;
  const top = region.y * trim.height + gap;
  const width = region.width * trim.width - 2 * gap;
  const height = region.height * trim.height - 2 * gap;
  const cellW = (width - (template.grid.cols - 1) * gap) / template.grid.cols;
  const cellH = (height - (template.grid.rows - 1) * gap) / template.grid.rows;
  return template.slots.map((s) => {
    const cols = s.cols ?? 1;
    const rows = s.rows ?? 1;
    return {
      x: left + s.col * (cellW + gap),
      y: top + s.row * (cellH + gap),
      width: cols * cellW + (cols - 1) * gap,
      height: rows * cellH + (rows - 1) * gap,
    };
  });
}
