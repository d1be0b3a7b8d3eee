import { describe, expect, it } from 'vitest';
import { isEditorScreen } from './editor-route';

describe('isEditorScreen', () => {
  const id = '0b7c6f1e-2a3d-4c5b-8e9f-0a1b2c3d4e5f';
  it('is the editor with a print id: the site header gives way to the editor bar', () => {
    expect(isEditorScreen(`/editor/${id}`)).toBe(true);
    expect(isEditorScreen(`/editor/${id}/`)).toBe(true);
  });
  it('is not the editor without one, its other pages, or a malformed id', () => {
    expect(isEditorScreen('/editor')).toBe(false);
    expect(isEditorScreen('/editor/order-details')).toBe(false);
    expect(isEditorScreen('/editor/abc123')).toBe(false);
    expect(isEditorScreen(`/account/my-designs/${id}`)).toBe(false);
  });
});
