import { type Template, templates } from '../../../../../render-core';

/**
 * Template ids are saved in documents and never renamed, so the customer-facing name lives here:
 * id -> key in the designs namespace. A template missing from this map has no name (the unit test
 * beside this file fails), so a new template cannot ship nameless.
 */
export const LAYOUT_NAME_KEYS: Readonly<Record<string, string>> = {
  'full-bleed': 'layouts.onePhotoFullPage',
  single: 'layouts.onePhotoWithBorder',
  'single-landscape': 'layouts.oneLandscape',
  'single-portrait': 'layouts.onePortrait',
  'two-columns': 'layouts.twoSideBySide',
  'two-bleed-columns': 'layouts.twoSideBySideFullPage',
  'two-rows': 'layouts.twoStacked',
  'two-portraits': 'layouts.twoPortraits',
  'two-landscape-diagonal': 'layouts.twoDiagonal',
  'portrait-and-landscape': 'layouts.portraitThenLandscape',
  'landscape-and-portrait': 'layouts.landscapeThenPortrait',
  'three-columns': 'layouts.threeSideBySide',
  'three-rows': 'layouts.threeStacked',
  'one-left-two-right': 'layouts.bigAndTwoSmall',
  'one-top-two-bottom': 'layouts.wideAboveTwo',
  'grid-2x2': 'layouts.gridOfFour',
  'four-landscapes': 'layouts.fourLandscapes',
  'one-top-three-bottom': 'layouts.wideAboveThree',
  'one-left-three-right': 'layouts.tallAndThreeSmall',
  'two-top-three-bottom': 'layouts.twoAboveThree',
  'one-large-four-small': 'layouts.bigAndFourSmall',
  'grid-3x2': 'layouts.sixThreeAcross',
  'grid-2x3': 'layouts.sixTwoAcross',
};

/** The templates a customer can pick for an inner page, in the order of the map above. */
export const pickableTemplates: readonly Template[] = templates.filter((t) => !t.special);

const order = new Map(Object.keys(LAYOUT_NAME_KEYS).map((id, i) => [id, i]));

/** The key of a template's name; the id itself (never shown) for a template the map lacks. */
export function layoutNameKey(id: string): string {
  return LAYOUT_NAME_KEYS[id] ?? id;
}

/**
 * Layouts grouped by how many photos they hold, fewest first, so a long list reads as a few short
 * ones; within a group, the order of the name map (plain layouts before the special shapes).
 */
export function groupByPhotoCount<T extends { template: Template }>(
  items: readonly T[],
): { count: number; items: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const count = item.template.slots.length;
    groups.set(count, [...(groups.get(count) ?? []), item]);
  }
  const rank = (t: Template) => order.get(t.id) ?? order.size;
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, list]) => ({ count, items: list.sort((a, b) => rank(a.template) - rank(b.template)) }));
}
