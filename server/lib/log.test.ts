import { describe, expect, it, vi } from 'vitest';
import { formatLine, log, scrubText, setLogLevel } from './log';
import { withRequestContext } from './request-context';

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

  it('name time, level (as a word) and message, and keep a field named like them apart', () => {
    const parsed = JSON.parse(formatLine('warn', 'payment refused', { message: 'forged', level: 'error' }));
    expect(parsed.level).toBe('warn');
    expect(parsed.message).toBe('payment refused');
    expect(new Date(parsed.time).toISOString()).toBe(parsed.time);
    expect(parsed._message).toBe('forged');
    expect(parsed._level).toBe('error');
  });

  it('carry the request id of the request being handled, also after an await', async () => {
    const lines = vi.spyOn(console, 'info').mockImplementation(() => {});
    setLogLevel('info');
    try {
      await withRequestContext({ requestId: 'req-1' }, async () => {
        await new Promise((r) => setTimeout(r, 1));
        log.info('inside');
      });
      log.info('outside');
      const [inside, outside] = lines.mock.calls.map((c) => JSON.parse(String(c[0])));
      expect(inside).toMatchObject({ level: 'info', message: 'inside', requestId: 'req-1' });
      expect(outside.requestId).toBeUndefined();
      expect(formatLine('info', 'x')).not.toContain('requestId');
    } finally {
      lines.mockRestore();
    }
  });

  it('send warnings and errors to stderr, the rest to stdout, and nothing under the level', () => {
    const out = vi.spyOn(console, 'info').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      setLogLevel('warn');
      log.info('quiet');
      log.warn('loud', { error: new Error('no such file: ada@example.com') });
      expect(out).not.toHaveBeenCalled();
      const line = JSON.parse(String(err.mock.calls[0]?.[0]));
      expect(line).toMatchObject({ level: 'warn', message: 'loud', error: { name: 'Error' } });
      expect(line.error.message).toBe('no such file: a***@example.com');
    } finally {
      setLogLevel('info');
      out.mockRestore();
      err.mockRestore();
    }
  });
});
