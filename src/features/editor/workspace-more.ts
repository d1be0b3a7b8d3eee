import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { spreadCount } from '../../../render-core';
import { confirm, openModal } from '../../ui/modals/modal-store';
import { deleteOps, pagesToDelete } from './delete-pages';
import { useInviteItem } from './invite/invite-item';
import {
  AiCaptionsModal,
  CalendarEventsModal,
  CalendarSettingsModal,
  CalendarStartFromModal,
  PeopleModal,
  UpgradeOptionsEditor,
} from './modals/lazy-modals';
import { pagesOfSpread } from './modals/find';
import { useChapterTitlesItem } from './places/use-place-names';
import type { MoreItem } from './shell/MoreMenu';
import { useDocumentSelector, type useEditorSnapshot, useEditorSession } from './state/editor-context';
import { goLive } from './state/go-live';
import type { EditorSession } from './state/session';

export type WorkspaceHistory = NonNullable<ReturnType<typeof useEditorSnapshot>>;
type Doc = WorkspaceHistory['document'];

/** Deletes at once, with the new price and an Undo in a notice (undo beats asking first). */
async function deletePages(session: EditorSession, pageIds: string[]) {
  const before = session.document;
  if (!before || !(await session.editTogether(deleteOps(pageIds)))) return;
  const after = session.document;
  if (!after) return;
  const count = (d: typeof after) => ({
    kind: d.kind,
    pages: d.pages.map((p) => ({ quantity: p.quantity })),
  });
  session.showSpread(Math.min(session.ui.spread, spreadCount(after) - 1));
  session.ui.deleted = {
    pages: pageIds.length,
    before: count(before),
    after: count(after),
    version: session.ui.version,
  };
}

const calendarItems = (t: TFunction<'editor'>): MoreItem[] => [
  {
    id: 'calendar-start',
    label: t('tools.calendarStart'),
    onSelect: () => openModal(CalendarStartFromModal),
  },
  {
    id: 'calendar-events',
    label: t('tools.calendarEvents'),
    onSelect: () => openModal(CalendarEventsModal),
  },
  {
    id: 'calendar-settings',
    label: t('tools.calendarSettings'),
    onSelect: () => openModal(CalendarSettingsModal),
  },
];

/** What the More menu depends on in the document: an edit of a frame changes none of it. */
interface MoreFacts {
  kind: Doc['kind'];
  spreadHasPages: boolean;
  manyPhotos: boolean;
  hasPages: boolean;
  hasRemoved: boolean;
  deletable: string[];
}

function moreFacts(doc: Doc, spread: number, focusPageId: string | null): MoreFacts {
  return {
    kind: doc.kind,
    spreadHasPages: pagesOfSpread(doc, spread).length > 0,
    manyPhotos: doc.photos.length > 1,
    hasPages: doc.pages.length > 0,
    hasRemoved: doc.removedPhotoIds.length > 0,
    deletable: pagesToDelete(doc, spread, focusPageId),
  };
}

const sameFacts = (a: MoreFacts, b: MoreFacts) =>
  a.kind === b.kind &&
  a.spreadHasPages === b.spreadHasPages &&
  a.manyPhotos === b.manyPhotos &&
  a.hasPages === b.hasPages &&
  a.hasRemoved === b.hasRemoved &&
  a.deletable.join() === b.deletable.join();

/** What only removes: the spread's pages, the photos set aside back, everything. */
function removalItems(t: TFunction<'editor'>, session: EditorSession, facts: MoreFacts): MoreItem[] {
  const items: MoreItem[] = [];
  const { deletable } = facts;
  if (deletable.length > 0)
    items.push({
      id: 'delete-pages',
      label: t(facts.kind === 'print' ? 'deletePages.print' : 'deletePages.spread'),
      danger: true,
      onSelect: () => void deletePages(session, deletable),
    });
  const restorePhotos = async () => {
    if (await confirm('restore_photos')) void session.edit({ type: 'restoreRemovedPhotos' });
  };
  if (facts.hasRemoved)
    items.push({ id: 'restore', label: t('tools.restorePhotos'), onSelect: () => void restorePhotos() });
  const removeEverything = async () => {
    if (await confirm('remove_everything')) void session.edit({ type: 'removeEverything' });
  };
  items.push({
    id: 'remove-everything',
    label: t('tools.removeEverything'),
    danger: true,
    onSelect: () => void removeEverything(),
  });
  return items;
}

/** The editor's More menu for the open design, in its order. */
export function useMoreItems(printId: string): MoreItem[] {
  const { t } = useTranslation('editor');
  const { t: tPeople } = useTranslation('people');
  const session = useEditorSession();
  const snap = useSnapshot(session.ui);
  const chapterTitles = useChapterTitlesItem();
  // The first invite shares the design: the open editor goes live at once (edits as ops).
  const invite = useInviteItem(
    printId,
    snap.collab.access,
    () => void goLive(session, (title) => t('conflict.copyTitle', { title })),
  );
  const facts = useDocumentSelector((doc) => moreFacts(doc, snap.spread, snap.focusPageId), sameFacts);
  if (!facts) return [];
  // The page the customer is on: the selected frame's, the one a phone shows, or the spread's first.
  const pageHere = () => {
    const doc = session.document;
    const spreadPages = doc ? pagesOfSpread(doc, session.ui.spread) : [];
    return (
      session.ui.selected?.pageId ??
      spreadPages.find((p) => p.page.id === session.ui.focusPageId)?.page.id ??
      spreadPages[0]?.page.id ??
      null
    );
  };

  const more: MoreItem[] = [];
  if (facts.spreadHasPages)
    more.push({
      id: 'captions',
      label: t('tools.suggestCaptions'),
      onSelect: () => {
        const pageId = pageHere();
        if (pageId) openModal(AiCaptionsModal, { pageId });
      },
    });
  if (facts.manyPhotos)
    more.push({ id: 'people', label: tPeople('open'), onSelect: () => openModal(PeopleModal) });
  if (facts.kind === 'book' && facts.hasPages)
    more.push({
      id: 'shuffle',
      label: t('tools.shuffleFrom'),
      onSelect: () => session.shuffleFrom(pageHere()),
    });
  if (facts.kind === 'calendar') more.push(...calendarItems(t));
  if (chapterTitles) more.push(chapterTitles);
  more.push(invite);
  more.push({
    id: 'upgrade',
    label: t('order.upgrade'),
    onSelect: () => openModal(UpgradeOptionsEditor, { printId }),
  });
  more.push(...removalItems(t, session, facts));
  return more;
}
