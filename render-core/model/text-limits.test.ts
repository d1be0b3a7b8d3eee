import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookDocumentSchema } from './document';
import { TEXT_LIMITS } from './text-limits';
import { loadDocument } from './migrations';
import { sampleBook } from '../testing/sample-book';

/** The texts of the document's JSON Schema without a length (a fixed pattern bounds one too). */
function unbounded(node: unknown, at: string, found: string[] = []): string[] {
  if (!node || typeof node !== 'object') return found;
  const j = node as Record<string, unknown>;
  if (j.type === 'string' && j.maxLength === undefined && j.enum === undefined && j.const === undefined) {
    const pattern = typeof j.pattern === 'string' ? j.pattern.replace(/\\./g, '') : null;
    if (pattern === null || /[+*]|\{\d+,\}/.test(pattern)) found.push(at);
  }
  for (const [key, value] of Object.entries(j)) {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) unbounded(v, `${at}.${key}[${i}]`, found);
    } else unbounded(value, `${at}.${key}`, found);
  }
  return found;
}

describe("the document's texts (issue 54)", () => {
  it('each have a length limit', () => {
    const schema = z.toJSONSchema(bookDocumentSchema, { io: 'input', unrepresentable: 'any' });
    expect(unbounded(schema, 'document')).toEqual([]);
  });

  it('opens a design saved with a longer place or person than the limit, cut to it', () => {
    const doc = sampleBook(3);
    const photo = { ...doc.photos[0]!, place: 'x'.repeat(230 * 1024), people: ['Ann', 'y'.repeat(500)] };
    const loaded = loadDocument({ ...doc, photos: [photo, ...doc.photos.slice(1)] });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.document.photos[0]!.place).toHaveLength(TEXT_LIMITS.place);
    expect(loaded.document.photos[0]!.people).toEqual(['Ann', 'y'.repeat(TEXT_LIMITS.person)]);
  });
});
