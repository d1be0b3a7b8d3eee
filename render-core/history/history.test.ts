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
    session = record(session, relaid.document, relaid.patches, relaid.inversePatches, 'relayout');
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
});
