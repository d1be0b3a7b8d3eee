// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TextFrame } from '../../../../../render-core';
import { newCaptionFrame } from '../typing-ops';
import { refOf } from './effects';
import { bookWithCaption, placed } from './testing';
import { NOT_TYPING, stepTyping } from './text';

const { doc, spread } = bookWithCaption();
const text = placed(doc, spread, 'text');
const frame = text.frame as TextFrame;
const ref = refOf(text);

describe('the text tool (typing on the page)', () => {
  it('starts on a text and selects it', () => {
    expect(stepTyping(NOT_TYPING, { type: 'start', ref })).toEqual({
      state: { typing: ref, newCaption: null },
      effects: [{ type: 'select', ref }],
    });
  });

  it('Done writes what changed as one step and keeps the text selected; nothing changed, nothing written', () => {
    const typing = { typing: ref, newCaption: null };
    const done = stepTyping(typing, { type: 'done', frame, typed: { ...frame, text: 'Day two' } });
    expect(done.state).toEqual(NOT_TYPING);
    expect(done.effects).toEqual([
      { type: 'editTogether', ops: [expect.objectContaining({ type: 'editText', text: 'Day two' })] },
      { type: 'select', ref },
    ]);
    expect(stepTyping(typing, { type: 'done', frame, typed: { ...frame } }).effects).toEqual([
      { type: 'select', ref },
    ]);
  });

  it('a new caption is added only when something was typed, then selected', () => {
    const page = doc.pages[0]!;
    const caption = { ...text, frame: newCaptionFrame(doc, page, 'new') };
    const typing = stepTyping(NOT_TYPING, { type: 'caption', caption }).state;
    expect(typing.typing).toEqual({ pageId: text.pageId, frameId: 'new' });
    const captionText = caption.frame as TextFrame;
    expect(
      stepTyping(typing, { type: 'done', frame: captionText, typed: { ...captionText, text: ' ' } }),
    ).toEqual({
      state: NOT_TYPING,
      effects: [],
    });
    const [added] = stepTyping(typing, {
      type: 'done',
      frame: captionText,
      typed: { ...captionText, text: 'Hello' },
    }).effects;
    expect(added).toMatchObject({
      type: 'editTogether',
      thenSelect: { pageId: text.pageId, frameId: 'new' },
    });
  });

  it('Escape leaves no trace', () => {
    expect(stepTyping({ typing: ref, newCaption: null }, { type: 'cancel' })).toEqual({
      state: NOT_TYPING,
      effects: [],
    });
  });
});
