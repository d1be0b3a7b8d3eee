// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refOf } from './effects';
import { tapped } from './select';
import { bookWithCaption, placed } from './testing';

const { doc, spread } = bookWithCaption();

describe('the select tool (a tap)', () => {
  it('selects the frame under the finger', () => {
    const photo = placed(doc, spread, 'photo');
    expect(tapped(photo, null)).toEqual([{ type: 'select', ref: refOf(photo) }]);
  });

  it('types on a text that is already selected, and only selects a text that is not', () => {
    const text = placed(doc, spread, 'text');
    expect(tapped(text, refOf(text))).toEqual([{ type: 'startTyping', ref: refOf(text) }]);
    const photo = placed(doc, spread, 'photo');
    expect(tapped(text, refOf(photo))).toEqual([{ type: 'select', ref: refOf(text) }]);
  });

  it('a tap on a selected photo keeps it selected, a tap on nothing lets go', () => {
    const photo = placed(doc, spread, 'photo');
    expect(tapped(photo, refOf(photo))).toEqual([{ type: 'select', ref: refOf(photo) }]);
    expect(tapped(null, refOf(photo))).toEqual([{ type: 'select', ref: null }]);
  });
});
