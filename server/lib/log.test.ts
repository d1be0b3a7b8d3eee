import { describe, expect, it } from 'vitest';
import { formatLine, scrubText } from './log';

describe('log lines', () => {
  it('stay one line whatever a request put into them', () => {
    const forged =
      'x\r\n{"time":"2026-01-01T00:00:00.000Z","level":"error","message":"server hacked"}\u2028\u0085\u001b[31m';
    const line = formatLine('warn', 'client log', { message: forged, nested: { deeper: [forged] } });
    expect(line.split(/[\r\n\u2028\u2029\u0085]/)).toHaveLength(1);
    const raw = [...line].filter((ch) => {
      const code = ch.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    });
    expect(raw).toEqual([]);
    const parsed = JSON.parse(line) as { message: string; nested: { deeper: string[] } };
    expect(parsed.nested.deeper[0]).toBe(forged);
  });

  it('carry no query parameters of a failed query and no whole e-mail address', () => {
    const failed =
      'Failed query: select "uuid" from "users" where "users"."email" = $1\nparams: ada.lovelace@example.com,Ada\n    at query (db.ts:1:1)';
    const scrubbed = scrubText(failed);
    expect(scrubbed).toContain('select "uuid" from "users"');
    expect(scrubbed).toContain('at query (db.ts:1:1)');
    expect(scrubbed).not.toContain('lovelace');
    expect(scrubbed).not.toContain('Ada');
    expect(formatLine('info', 'mail sent', { to: 'ada.lovelace@example.com' })).toContain(
      '"to":"a***@example.com"',
    );
  });
});
