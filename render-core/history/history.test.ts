import { describe, expect, it } from 'vitest';
import { relayoutFrom } from '../layout/relayout';
import { photoFrames, sampleBook } from '../testing/sample-book';
import {
  beginInteraction,
  canRedo,
  canUndo,
  edit,
  endInteraction,
  record,
  redo,
  startSession,
  stepPlace,
  undo,
} from './history';

describe('history', () => {
  it('undoes and redoes one edit', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    let session = edit(startSession(doc), { type: 'removePage', pageId: page.id });
    expect(session.document.pages).toHaveLength(19);
    session = undo(session);
    expect(session.document).toEqual(doc);
    expect(canRedo(session)).toBe(true);
    session = redo(session);
    expect(session.document.pages).toHaveLength(19);
  });

  it('makes a whole drag one step', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    const frameId = photoFrames(page)[0]!.id;
    let session = beginInteraction(startSession(doc));
    for (let i = 1; i <= 20; i++) {
      session = edit(session, { type: 'panPhoto', pageId: page.id, frameId, centerX: i / 40, centerY: 0.5 });
    }
    session = endInteraction(session);
    expect(session.undo).toHaveLength(1);
    expect(photoFrames(session.document.pages[0]!)[0]!.crop.centerX).toBe(0.5);
    session = undo(session);
    expect(session.document).toEqual(doc);
  });

  it('does not record sync or relayout changes as undo steps', () => {
    const doc = sampleBook();
    let session = edit(startSession(doc), { type: 'changeTheme', theme: 'night' });
    session = edit(session, { type: 'movePage', pageId: doc.pages[0]!.id, to: 1 }, 'sync');
    expect(session.undo).toHaveLength(1);
    const relaid = relayoutFrom(session.document, 10, 2);
    session = record(session, relaid.document, 'relayout');
    expect(session.undo).toHaveLength(1);
    // Undo takes back the user's theme change only; the synced move and the relayout stay.
    session = undo(session);
    expect(session.document.theme).toBe('classic');
    expect(session.document.pages[1]!.id).toBe(doc.pages[0]!.id);
    expect(session.document.pages.slice(10)).toEqual(relaid.document.pages.slice(10));
  });

  it('drops redo after a new edit and has nothing to undo at the start', () => {
    const doc = sampleBook();
    let session = startSession(doc);
    expect(undo(session)).toEqual(session);
    expect(canUndo(session)).toBe(false);
    session = edit(session, { type: 'changeTheme', theme: 'night' });
    session = undo(session);
    session = edit(session, { type: 'changeTheme', theme: 'linen' });
    expect(canRedo(session)).toBe(false);
  });

  it('clears the history when a foreign change removed what an undo would touch', () => {
    const doc = sampleBook();
    const page = doc.pages[19]!;
    const frameId = photoFrames(page)[0]!.id;
    let session = edit(startSession(doc), { type: 'zoomPhoto', pageId: page.id, frameId, zoom: 2 });
    session = edit(session, { type: 'removePage', pageId: page.id }, 'sync');
    session = undo(session);
    expect(session.undo).toHaveLength(0);
    expect(session.document.pages).toHaveLength(19);
  });

  it('undoes the page it changed after a synced change moved pages around it', () => {
    const doc = sampleBook();
    const target = doc.pages[3]!;
    const frameId = photoFrames(target)[0]!.id;
    let session = edit(startSession(doc), { type: 'zoomPhoto', pageId: target.id, frameId, zoom: 2 });
    // Someone else moves the first page behind the edited one: its index is 2 now, not 3.
    session = edit(session, { type: 'movePage', pageId: doc.pages[0]!.id, to: 5 }, 'sync');
    const moved = session.document;
    expect(moved.pages[2]!.id).toBe(target.id);
    session = undo(session);
    const after = session.document;
    // The edited page is back as it was, where it now stands; the page at its old index is untouched.
    expect(after.pages[2]).toEqual(target);
    expect(after.pages[3]).toBe(moved.pages[3]);
    expect(after.pages.map((p) => p.id)).toEqual(moved.pages.map((p) => p.id));
    session = redo(session);
    expect(photoFrames(session.document.pages[2]!)[0]!.crop.zoom).toBe(2);
  });

  it('puts a moved page back among pages someone else added since', () => {
    const doc = sampleBook();
    const [a, b] = [doc.pages[0]!, doc.pages[1]!];
    let session = edit(startSession(doc), { type: 'movePage', pageId: a.id, to: 4 });
    // b stands first once a has moved: the new page goes right after b.
    session = edit(session, { type: 'addPage', at: 1 }, 'sync');
    const added = session.document.pages.find((p) => !doc.pages.some((q) => q.id === p.id));
    expect(added).toBeDefined();
    session = undo(session);
    const ids = session.document.pages.map((p) => p.id);
    expect(ids[0]).toBe(a.id);
    expect(ids).toContain(added!.id);
    expect(ids.indexOf(added!.id)).toBe(ids.indexOf(b.id) + 1);
  });

  it('says which page a step changed, for the editor to show it', () => {
    const doc = sampleBook();
    const page = doc.pages[7]!;
    const frameId = photoFrames(page)[0]!.id;
    let session = edit(startSession(doc), { type: 'zoomPhoto', pageId: page.id, frameId, zoom: 2 });
    expect(stepPlace(session.undo.at(-1)!)).toEqual({ pageId: page.id });
    session = edit(session, { type: 'movePage', pageId: doc.pages[0]!.id, to: 9 });
    expect(stepPlace(session.undo.at(-1)!)).toEqual({ pageId: doc.pages[1]!.id });
    session = edit(session, { type: 'changeTheme', theme: 'night' });
    expect(stepPlace(session.undo.at(-1)!)).toBeNull();
  });
});
