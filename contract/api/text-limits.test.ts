import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from './routes';

type Json = Record<string, unknown>;

/**
 * Where a text a caller sends has no length limit (issue 54: every text field has one; the
 * document's are held by render-core/model/text-limits.test.ts).
 */
function unbounded(schema: z.ZodType, where: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    const j = node as Json;
    if (j.type === 'string' && j.maxLength === undefined && j.enum === undefined && j.const === undefined) {
      // A pattern without an open-ended repeat bounds the length too (a country code, a date).
      const pattern = typeof j.pattern === 'string' ? j.pattern.replace(/\\./g, '') : null;
      const bounded = (pattern !== null && !/[+*]|\{\d+,\}/.test(pattern)) || j.format === 'date-time';
      if (!bounded) found.push(at);
    }
    for (const [key, value] of Object.entries(j)) {
      if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(v, `${at}.${key}[${i}]`);
      } else if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, v] of Object.entries(value)) walk(v, `${at}.${name}`);
      } else walk(value, `${at}.${key}`);
    }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), where);
  return found;
}

/** Bounded another way: the whole of it as JSON (analytics properties, 8,000 characters). */
const BOUNDED_AS_A_WHOLE = ['POST /analytics body.events.items.properties.propertyNames'];

describe('every text has a length limit', () => {
  it('in every body, query and path parameter of the API', () => {
    const found = API_ROUTES.flatMap((route) =>
      (['body', 'query', 'params'] as const).flatMap((part) => {
        const schema = route[part];
        return schema ? unbounded(schema, `${route.method} ${route.path} ${part}`) : [];
      }),
    ).filter((at) => !BOUNDED_AS_A_WHOLE.includes(at));
    expect(found).toEqual([]);
  });
});
