import { describe, expect, it } from 'vitest';
import { Editor, Replica } from '../../../../render-core';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { liveEditor } from './live-editor';

const themed = () => {
  const solo = new Editor(sampleBook());
  solo.apply({ type: 'changeTheme', theme: 'night' });
  return solo;
};

describe('liveEditor', () => {
  it("carries the solo editor's history onto the server's equal copy, under the tab's tag", () => {
    const solo = themed();
    const replica = new Replica('tab-a', structuredClone(solo.document), 2);
    const live = liveEditor(replica, 'taba', solo);
    expect(live).not.toBe(solo);
    expect(live.document).toBe(replica.view);
    expect(live.idTag).toBe('taba');
    expect(live.canUndo).toBe(true);
    live.undo();
    expect(live.document.theme).toBe(sampleBook().theme);
  });

  it('starts a new history when the copies differ, when batches of the tab wait, or with no solo editor', () => {
    const solo = themed();
    const other = { ...structuredClone(solo.document), title: 'Changed elsewhere' };
    expect(liveEditor(new Replica('tab-a', other, 2), 'taba', solo).canUndo).toBe(false);
    const waiting = new Replica('tab-a', structuredClone(solo.document), 2, [
      { clientId: 'tab-a', batchId: 'tab-a:0', ops: [{ kind: 'set', path: ['title'], value: 'Mine' }] },
    ]);
    expect(liveEditor(waiting, 'taba', solo).canUndo).toBe(false);
    expect(liveEditor(new Replica('tab-a', structuredClone(solo.document), 2), 'taba', null).canUndo).toBe(
      false,
    );
  });
});
