import type { BookDocument } from '../../../../render-core';
import type { Presence } from '../../../../contract/api/collab';
import { spreadOfPage } from '../state/spread-of-page';

/**
 * What the editor shows of the others in a design (issue 27): who, where, in which colours. Pure,
 * so the header, the strip and the canvas agree, and tests need no DOM.
 */

/** The entries still alive at `now` (ms): an entry not renewed by its expiry is someone who left. */
export function livePresence(list: readonly Presence[], now: number): Presence[] {
  return list.filter((p) => {
    const at = Date.parse(p.expiresAt);
    return Number.isFinite(at) && at > now;
  });
}

/**
 * One entry per person (a person with two tabs open is one avatar), in the given order: the list
 * comes newest first, so a person's newest tab says where they are.
 */
export function peopleOf(list: readonly Presence[]): Presence[] {
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.userId) && seen.add(p.userId));
}

/** The header shows this many avatars, then "+N": three fit beside the save state on a 360 px phone. */
export const MAX_AVATARS = 3;

export function headRow(people: readonly Presence[], max = MAX_AVATARS) {
  return { shown: people.slice(0, max), more: Math.max(0, people.length - max) };
}

/** Up to two letters: the first of the first and of the last word ("Ana Lima" → "AL"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  // Whole code points, so a name starting with an accented or astral letter keeps it whole.
  const first = (w: string) => Array.from(w)[0] ?? '';
  const letters = words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words[words.length - 1]!);
  return letters.toLocaleUpperCase();
}

/** WCAG 2's relative luminance of a #rrggbb colour (null: not such a colour). */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1]!, 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white letters on a person's colour, whichever contrasts more. One of the two always
 * reaches 4.5:1 (the worst case, luminance ~0.18, gives 4.58:1 either way), so any palette colour
 * keeps the initials readable.
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background) ?? 0;
  return contrastRatio(l, 0) >= contrastRatio(l, 1) ? '#000000' : '#ffffff';
}

/** A colour as given when it is #rrggbb, else a neutral grey (the server's palette is trusted, not assumed). */
export function safeColour(colour: string): string {
  return luminance(colour) === null ? '#6b7280' : colour;
}

/** Where a person is in the book: the cover (front or back), an inner page (1-based), or nowhere known. */
export type Place =
  | { kind: 'cover'; pageId: string }
  | { kind: 'page'; n: number; pageId: string }
  | { kind: 'book' };

export function placeOf(
  doc: Pick<BookDocument, 'cover' | 'backCover' | 'pages'>,
  pageId: string | null,
): Place {
  if (pageId === null) return { kind: 'book' };
  // The back cover is on the cover sheet; the cover's page id is what brings that sheet into view.
  if (doc.cover && (doc.cover.id === pageId || doc.backCover?.id === pageId))
    return { kind: 'cover', pageId: doc.cover.id };
  const index = doc.pages.findIndex((p) => p.id === pageId);
  return index < 0 ? { kind: 'book' } : { kind: 'page', n: index + 1, pageId };
}

/** The spread a place is on (spread 0 is the cover sheet when there is one); null when nowhere known. */
export function spreadOfPlace(doc: Pick<BookDocument, 'cover'>, place: Place): number | null {
  if (place.kind === 'book') return null;
  return place.kind === 'cover' ? 0 : spreadOfPage(doc, place.n - 1);
}

/** The translation key that says where a person is, by the product's own word for a page. */
export function placeKey(kind: BookDocument['kind'], place: Place): string {
  if (place.kind === 'cover') return 'presence.onCover';
  if (place.kind === 'book') return 'presence.inBook';
  return kind === 'calendar' ? 'presence.onMonth' : kind === 'print' ? 'presence.onPrint' : 'presence.onPage';
}

/**
 * The people on each spread (once each even with two tabs there), for the strip's dots: spread
 * index → people, in the list's order.
 */
export function peopleBySpread(
  doc: Pick<BookDocument, 'cover' | 'backCover' | 'pages'>,
  list: readonly Presence[],
): Map<number, Presence[]> {
  const out = new Map<number, Presence[]>();
  for (const p of list) {
    const spread = spreadOfPlace(doc, placeOf(doc, p.pageId));
    if (spread === null) continue;
    const here = out.get(spread) ?? [];
    if (!here.some((q) => q.userId === p.userId)) here.push(p);
    out.set(spread, here);
  }
  return out;
}
