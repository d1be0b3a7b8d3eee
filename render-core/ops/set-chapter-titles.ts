import type { Draft } from 'immer';
import { z } from 'zod';
import { CHAPTER_TITLE_TEMPLATE, chapterTitle, photosByChapter } from '../layout/titles';
import { templateById } from '../layout/templates';
import type { TextFrame } from '../model/frame';
import type { Page } from '../model/page';
import { allowedPageCounts } from '../model/product';
import { themeById } from '../model/theme';
import { defineOp, type DocumentDraft, type OpContext, OpError } from './define';
import { takeId } from './find';
import { retemplate } from './retemplate';

/** Whether the book has chapter title pages (the switch the customer sees). */
export const hasChapterTitles = (doc: { pages: readonly Pick<Page, 'template'>[] }) =>
  doc.pages.some((p) => p.template === CHAPTER_TITLE_TEMPLATE);

const isBlank = (page: Draft<Page>) =>
  page.frames.every((f) => (f.kind === 'photo' ? f.photoId === null : f.text.trim() === ''));

/**
 * Brings the inner pages to a count the product allows after title pages came or went: blank
 * pages at the end go first, and where that is not enough blank pages are added there.
 */
function fitPageRule(draft: DocumentDraft, context: OpContext) {
  const counts = allowedPageCounts(draft.product.pages);
  const fits = () => counts.includes(draft.pages.length);
  while (!fits() && draft.pages.length > draft.product.pages.min && isBlank(draft.pages.at(-1)!)) {
    draft.pages.pop();
  }
  const target = counts.find((n) => n >= draft.pages.length);
  if (target === undefined) {
    throw new OpError('TOO_MANY_PAGES', `the book would need more than ${draft.product.pages.max} pages`);
  }
  const chapter = draft.pages.at(-1)?.chapter ?? 0;
  while (draft.pages.length < target) {
    draft.pages.push({
      id: takeId(draft, 'p', context),
      template: 'single',
      background: null,
      frames: [],
      chapter,
      quantity: 1,
    });
    retemplate(draft, draft.pages.at(-1)!, templateById('single')!, [], context);
  }
}

/**
 * Chapter title pages on or off: on puts a page before each chapter's first page with the
 * chapter's places and dates ("Bilbao, 3 – 4 July") in the customer's language; off takes every
 * such page out. Either way the book keeps a page count its product allows.
 */
export const setChapterTitles = defineOp(
  'setChapterTitles',
  z.object({ on: z.boolean(), locale: z.string().min(2).max(35).default('en-GB') }),
  (draft, { on, locale }, context) => {
    if (draft.kind !== 'book') throw new OpError('NOT_A_BOOK', 'only books have chapters');
    if (!on) {
      if (!hasChapterTitles(draft)) return;
      draft.pages = draft.pages.filter((p) => p.template !== CHAPTER_TITLE_TEMPLATE);
      fitPageRule(draft, context);
      return;
    }
    const chapters = photosByChapter(draft as never);
    const theme = themeById(draft.theme);
    const { trim, safeMargin } = draft.product;
    const titlePage = (chapter: number): Page => {
      const frame: TextFrame = {
        id: takeId(draft, 'f', context),
        kind: 'text',
        box: {
          x: safeMargin,
          y: trim.height * 0.4,
          width: trim.width - 2 * safeMargin,
          height: trim.height * 0.2,
        } as TextFrame['box'],
        text: chapterTitle(chapters.get(chapter) ?? [], locale),
        font: theme.titleFont,
        size: Math.max(12, Math.round(Math.min(trim.width, trim.height) / 9)) as TextFrame['size'],
        color: theme.textColor,
        align: 'center',
        role: 'chapter',
      };
      return {
        id: takeId(draft, 'p', context),
        template: CHAPTER_TITLE_TEMPLATE,
        background: null,
        frames: [frame],
        chapter,
        quantity: 1,
      };
    };
    // A chapter that has its title page keeps it (a relayout of the pages after it may have made
    // chapters without one).
    const pages: Page[] = [];
    draft.pages.forEach((page, i) => {
      const starts = i === 0 || page.chapter !== draft.pages[i - 1]!.chapter;
      if (starts && page.template !== CHAPTER_TITLE_TEMPLATE) pages.push(titlePage(page.chapter));
      pages.push(page as Page);
    });
    if (pages.length === draft.pages.length) return;
    draft.pages = pages;
    fitPageRule(draft, context);
  },
);
