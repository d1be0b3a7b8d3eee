// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIT } from '../view';
import { type DownContext, startDrag, stepDrag } from './dispatch';
import { refOf } from './effects';
import { bookWithCaption, lifted, placed } from './testing';

const { doc, spread } = bookWithCaption();
const photo = placed(doc, spread, 'photo');
const text = placed(doc, spread, 'text');
const scale = 1;
const boxOf = (f: typeof photo) => ({ x: f.box.x, y: f.box.y, width: f.box.width, height: f.box.height });
const middle = (f: typeof photo) => ({ x: f.box.x + f.box.width / 2, y: f.box.y + f.box.height / 2 });

const context = (more: Partial<DownContext>): DownContext => ({
  doc,
  at: { x: 1, y: 1 },
  under: null,
  selected: null,
  selectedFrame: null,
  selectedBox: null,
  area: { width: 400, height: 200 },
  scale,
  view: FIT,
  pageView: false,
  ...more,
});

describe('picking the tool from where the finger went down', () => {
  it('a photo that is not selected moves (swap)', () => {
    expect(startDrag(context({ under: photo, at: middle(photo) })).state.tool).toBe('move');
  });

  it('the selected photo pans in its frame, its corner handle zooms it; both open one undo step', () => {
    const selected = { selected: refOf(photo), selectedFrame: photo, selectedBox: boxOf(photo) };
    const inside = startDrag(context({ ...selected, under: photo, at: middle(photo) }));
    expect(inside.state).toMatchObject({ tool: 'crop', mode: 'pan' });
    expect(inside.effects).toEqual([{ type: 'beginGesture' }]);
    const corner = { x: photo.box.x + photo.box.width - 10, y: photo.box.y + photo.box.height - 10 };
    expect(startDrag(context({ ...selected, under: photo, at: corner })).state).toMatchObject({
      tool: 'crop',
      mode: 'zoom',
    });
  });

  it('the selected text moves, its corner resizes it', () => {
    const selected = { selected: refOf(text), selectedFrame: text, selectedBox: boxOf(text) };
    expect(startDrag(context({ ...selected, under: text, at: middle(text) })).state).toMatchObject({
      tool: 'resize',
      corner: false,
    });
  });

  it('no frame: pans the zoomed-in spread, else turns the page', () => {
    expect(startDrag(context({})).state.tool).toBe('turn');
    expect(startDrag(context({ view: { zoom: 2, x: 0, y: 0 } })).state.tool).toBe('pan');
  });

  it('hands the finger to the tool it picked', () => {
    const { state } = startDrag(context({}));
    expect(stepDrag(state, lifted(-150, 0)).effects).toContainEqual({ type: 'turn', dir: 1 });
  });
});
