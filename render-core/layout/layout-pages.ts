import type { PhotoRef } from '../model/photo';
import { photoAspect } from '../model/photo';
import type { Page } from '../model/page';
import { type NewId, type PageGeometry, pageForTemplate } from './build-page';
import { limitChapters, splitChapters } from './chapters';
import { rankTemplates } from './fit';
import { pagesPerChapter } from './page-count';
import { MAX_PHOTOS_PER_PAGE, slotBoxes, type Template, templateById, templatesFor } from './templates';

export interface LayoutContext {
  geometry: PageGeometry;
  newId: NewId;
  random: () => number;
  seed: number;
  /** Chapter number of the first chapter laid out (a relayout continues the numbering). */
  firstChapter: number;
  /** The product's recommended DPI: templates that would print a photo softer cost more. */
  recommendedDpi: number;
}

/** Templates within this much extra cropping of the best count as equally good for variety. */
const NEAR_BEST = 0.04;
/** A template repeated on the next page costs this much, so runs of one template are rarer. */
const REPEAT_PENALTY = 0.02;

/**
 * Sizes of `pages` groups summing to `photos`, as even as possible. A shuffle moves a photo
 * between random neighbours so the rhythm of the book changes too.
 */
export function groupSizes(photos: number, pages: number, seed: number, random: () => number): number[] {
  if (pages <= 0) return [];
  const base = Math.floor(photos / pages);
  const sizes = new Array<number>(pages).fill(base);
  let extra = photos - base * pages;
  // Spread the extra photos evenly rather than bunching them at the start.
  for (let i = 0; extra > 0; i++, extra--) sizes[Math.floor((i * pages) / (photos - base * pages))]! += 1;
  if (seed > 0) {
    for (let k = 0; k < pages; k++) {
      const a = Math.floor(random() * pages);
      const b = Math.min(pages - 1, a + 1);
      if (a !== b && sizes[a]! > 1 && sizes[b]! < MAX_PHOTOS_PER_PAGE) {
        sizes[a]! -= 1;
        sizes[b]! += 1;
      }
    }
  }
  return sizes.map((s) => Math.min(MAX_PHOTOS_PER_PAGE, s));
}

function chooseTemplate(photos: readonly PhotoRef[], ctx: LayoutContext, previous: string | null): Template {
  const candidates = templatesFor(Math.max(1, photos.length));
  const boxesOf = (t: Template) => slotBoxes(t, ctx.geometry.trim, ctx.geometry.spacing);
  const resolution = { sizes: photos, recommendedDpi: ctx.recommendedDpi };
  const ranked = rankTemplates(photos.map(photoAspect), candidates, boxesOf, resolution).map((c) => ({
    ...c,
    score: c.fit.cost + (c.template.id === previous ? REPEAT_PENALTY : 0),
  }));
  ranked.sort((a, b) => a.score - b.score);
  const best = ranked[0]!;
  if (ctx.seed === 0) return best.template;
  const near = ranked.filter((c) => c.score <= best.score + NEAR_BEST);
  return near[Math.floor(ctx.random() * near.length)]!.template;
}

/** A page with no frame: what a book has beyond its photos, never an empty grey frame (issue 53). */
function blankPage(ctx: LayoutContext, chapter: number): Page {
  return { ...pageForTemplate(templateById('single')!, [], ctx.geometry, ctx.newId, chapter), frames: [] };
}

/**
 * Spreads `filled` pages over `pageCount` evenly, two facing pages at a time (a spread is inner
 * pages 2s and 2s + 1), blank spreads between: fewer photos than the product's least pages make a
 * book with full spreads every few turns rather than a run of blanks at its end.
 */
function withBlankPages(filled: Page[], pageCount: number, ctx: LayoutContext): Page[] {
  const spreads = Math.floor(pageCount / 2);
  const pairs = Math.ceil(filled.length / 2);
  const at = new Map<number, Page>();
  for (let j = 0; j < pairs; j++) {
    const s = Math.min(Math.round((j * spreads) / pairs), spreads - 1);
    at.set(2 * s, filled[2 * j]!);
    const second = filled[2 * j + 1];
    if (second) at.set(2 * s + 1, second);
  }
  const pages: Page[] = [];
  let chapter = filled[0]?.chapter ?? ctx.firstChapter;
  for (let i = 0; i < pageCount; i++) {
    const page = at.get(i);
    if (page) chapter = page.chapter;
    pages.push(page ?? blankPage(ctx, chapter));
  }
  return pages;
}

/**
 * Lays time-ordered photos out on exactly `pageCount` pages: chapters at gaps and place changes,
 * pages shared out by chapter size, each page the best-fitting template for its photos. Photos
 * beyond six a page stay unused; with fewer photos than pages, each photo gets a page of its own
 * and the pages between are blank (no frame). Only a book with no photo at all gets empty frames,
 * the places to put its first ones.
 */
export function layoutPages(ordered: readonly PhotoRef[], pageCount: number, ctx: LayoutContext): Page[] {
  const pages: Page[] = [];
  if (pageCount <= 0) return pages;
  const filled = Math.min(pageCount, ordered.length);
  const chapters = limitChapters(splitChapters(ordered), filled);
  const perChapter = pagesPerChapter(
    chapters.map((c) => c.length),
    filled,
  );
  let previous: string | null = null;
  chapters.forEach((chapter, c) => {
    const sizes = groupSizes(chapter.length, perChapter[c]!, ctx.seed, ctx.random);
    let at = 0;
    for (const size of sizes) {
      const group = chapter.slice(at, at + size);
      at += size;
      const template = chooseTemplate(group, ctx, previous);
      previous = template.id;
      pages.push(pageForTemplate(template, group, ctx.geometry, ctx.newId, ctx.firstChapter + c));
    }
  });
  if (pages.length > 0 && pages.length < pageCount) return withBlankPages(pages, pageCount, ctx);
  const lastChapter = pages.at(-1)?.chapter ?? ctx.firstChapter;
  while (pages.length < pageCount) {
    pages.push(pageForTemplate(templateById('single')!, [], ctx.geometry, ctx.newId, lastChapter));
  }
  return pages;
}
