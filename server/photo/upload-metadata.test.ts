import { describe, expect, it } from 'vitest';
import { uploadMetadata } from './finish';

describe('upload metadata', () => {
  it('reads a design id, and "undefined" (Uppy sends every allowed field) as no design', () => {
    const id = '0b7a6c1e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    expect(uploadMetadata.parse({ filename: 'a.jpg', printId: id }).printId).toBe(id);
    expect(uploadMetadata.parse({ filename: 'a.jpg', printId: 'undefined' }).printId).toBeUndefined();
    expect(uploadMetadata.parse({ filename: 'a.jpg' }).printId).toBeUndefined();
  });
});
