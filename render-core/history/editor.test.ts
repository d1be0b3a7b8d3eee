import { describe, expect, it } from 'vitest';
import { applyOp } from '../ops';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { Editor, type EditorChange } from './editor';

function watched(editor: Editor): EditorChange[] {
  const seen: EditorChange[] = [];
  editor.subscribe((c) => seen.push(c));
  return seen;
}

describe('Editor', () => {
  it('applies an edit at once and tells its listeners', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const seen = watched(editor);
    editor.apply({ type: 'changeTheme', theme: 'night' });
    expect(editor.document.theme).toBe('night');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ source: 'user', canUndo: true, canRedo: false, place: null });
  });

  it('refuses a bad op whole and changes nothing', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const seen = watched(editor);
    expect(() => editor.apply({ type: 'removePage', pageId: 'no-such-page' })).toThrow();
    expect(() => editor.apply({ type: 'changeTheme', theme: 'neon' } as never)).toThrow();
    expect(editor.document).toBe(doc);
    expect(seen).toHaveLength(0);
  });

  it('applies several ops as one step, all or nothing', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const page = doc.pages[0]!;
    editor.applyAll([
      { type: 'setBackground', pageId: page.id, color: '#223344' },
      { type: 'changeTheme', theme: 'linen' },
    ]);
    expect(editor.document.theme).toBe('linen');
    expect(() =>
      editor.applyAll([
        { type: 'changeTheme', theme: 'night' },
        { type: 'removePage', pageId: 'nope' },
      ]),
    ).toThrow();
    expect(editor.document.theme).toBe('linen');
    editor.undo();
    expect(editor.document).toEqual(doc);
    expect(editor.canUndo).toBe(false);
  });

  it('makes a marked gesture one undo step', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const page = doc.pages[2]!;
    const frameId = photoFrames(page)[0]!.id;
    editor.begin();
    for (let i = 1; i <= 10; i++)
      editor.apply({ type: 'panPhoto', pageId: page.id, frameId, centerX: 0.3 + i / 100, centerY: 0.5 });
    editor.end();
    editor.undo();
    expect(editor.document).toEqual(doc);
    expect(editor.canUndo).toBe(false);
  });

  it('says where an undo and a redo happened', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const page = doc.pages[11]!;
    const frameId = photoFrames(page)[0]!.id;
    editor.apply({ type: 'zoomPhoto', pageId: page.id, frameId, zoom: 1.5 });
    editor.apply({ type: 'changeTheme', theme: 'night' });
    expect(editor.undo()).toBeNull();
    expect(editor.undo()).toEqual({ pageId: page.id });
    expect(editor.redo()).toEqual({ pageId: page.id });
  });

  it('takes changes from elsewhere without making them undo steps', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const seen = watched(editor);
    const page = doc.pages[5]!;
    editor.apply({ type: 'setBackground', pageId: page.id, color: '#101010' });
    // The server's copy moved the first page to the end meanwhile.
    const remote = applyOp(editor.document, { type: 'movePage', pageId: doc.pages[0]!.id, to: 19 }).document;
    editor.receive(remote);
    expect(seen.at(-1)).toMatchObject({ source: 'sync', canUndo: true });
    editor.undo();
    // The background went back on the same page, which now stands one place earlier; the move stays.
    expect(editor.document.pages[4]!.id).toBe(page.id);
    expect(editor.document.pages[4]!.background).toBe(page.background);
    expect(editor.document.pages[19]!.id).toBe(doc.pages[0]!.id);
    expect(editor.canUndo).toBe(false);
  });

  it('shuffles from a page as one undo step that leaves the pages before it alone', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    const sources: string[] = [];
    editor.subscribe((c) => sources.push(c.source));
    const place = editor.relayout(10, doc.layoutSeed + 1);
    expect(place).toEqual({ pageId: editor.document.pages[10]!.id });
    expect(editor.document.pages.slice(0, 10)).toEqual(doc.pages.slice(0, 10));
    expect(editor.document.pages.slice(10)).not.toEqual(doc.pages.slice(10));
    expect(sources).toEqual(['user']);
    editor.undo();
    expect(editor.document.pages).toEqual(doc.pages);
  });

  it('resets to another document', () => {
    const doc = sampleBook();
    const editor = new Editor(doc);
    editor.apply({ type: 'changeTheme', theme: 'night' });
    editor.reset(doc);
    expect(editor.document).toBe(doc);
    expect(editor.canUndo).toBe(false);
  });

  it('carries its undo and redo to an editor on an equal copy, under another id tag', () => {
    const doc = sampleBook();
    const solo = new Editor(doc);
    solo.apply({ type: 'changeTheme', theme: 'night' });
    solo.apply({ type: 'setBackground', pageId: doc.pages[0]!.id, color: '#223344' });
    solo.undo();
    // The server's copy: equal, not the same object (it came over the network).
    const copy = structuredClone(solo.document);
    const live = solo.carryTo(copy, { idTag: 'k3' });
    expect(live.document).toBe(copy);
    expect(live.idTag).toBe('k3');
    expect([live.canUndo, live.canRedo]).toEqual([true, true]);
    live.redo();
    expect(live.document.pages[0]!.background).toBe('#223344');
    live.undo();
    live.undo();
    expect(live.document.theme).toBe(doc.theme);
    expect(live.canUndo).toBe(false);
    // The first editor's history is its own still.
    expect(solo.canRedo).toBe(true);
    expect(solo.document.theme).toBe('night');
  });

  it('puts its id tag on every page and frame its edits create, and plain ids without one', () => {
    const doc = sampleBook();
    const tagged = new Editor(doc, { idTag: 'k3' });
    expect(tagged.idTag).toBe('k3');
    tagged.apply({ type: 'addPage', at: 0, template: 'grid-2x2' });
    tagged.applyAll([{ type: 'addText', pageId: doc.pages[1]!.id, text: 'Sea' }]);
    tagged.relayout(15, doc.layoutSeed + 1);
    const ids = (d: typeof doc) => d.pages.flatMap((p) => [p.id, ...p.frames.map((f) => f.id)]);
    const had = new Set(ids(doc));
    const made = ids(tagged.document).filter((id) => !had.has(id));
    expect(made.length).toBeGreaterThan(5);
    expect(made.every((id) => /^[pf]\d+\.k3$/.test(id))).toBe(true);
    const solo = new Editor(doc);
    expect(solo.idTag).toBeUndefined();
    solo.apply({ type: 'addPage', at: 0 });
    expect(solo.document.pages[0]!.id).toBe(`p${doc.nextId}`);
  });

  it('refuses a malformed id tag when it is made', () => {
    expect(() => new Editor(sampleBook(), { idTag: 'Not.A.Tag' })).toThrow(/1 to 8 lowercase/);
  });
});
