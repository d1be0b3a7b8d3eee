import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-context';

type Level = 'debug' | 'info' | 'warn' | 'error';

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/** Line breaks JSON leaves as they are (NEL, the Unicode line and paragraph separators, C1 controls). */
const UNESCAPED_BREAKS = /[\u007f-\u009f\u2028\u2029]/g;
/** Names pino writes itself: a field of the same name would make a second key on the line. */
const RESERVED = new Set(['time', 'level', 'message', 'requestId']);

/**
 * What a log line may say about a value: a failed query's parameters (addresses, names) are
 * dropped, and e-mail addresses keep only their first letter and domain (a***@example.com).
 */
export function scrubText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [not logged]')
    .replace(EMAIL, '$1***@$2');
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || !value || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (value instanceof Error) {
    return { name: value.name, message: scrubText(value.message), stack: scrubText(value.stack ?? '') };
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, depth + 1)]));
}

/** The caller's fields, scrubbed; one named like pino's own keys is kept as `_name`. */
function fieldsOf(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!fields) return out;
  for (const [key, value] of Object.entries(fields)) {
    // The request id of the request being handled is added by the logger itself.
    if (key === 'requestId' && value === currentRequestId()) continue;
    out[RESERVED.has(key) ? `_${key}` : key] = scrub(value);
  }
  return out;
}

/** JSON leaves a few line breaks unescaped; so that no field can start a line, they are escaped too. */
function oneLine(line: string): string {
  return line
    .trimEnd()
    .replace(UNESCAPED_BREAKS, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function logger(write: (line: string) => void, level: string): Logger<never, boolean> {
  return pino(
    {
      level,
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Every line written while a request is handled carries its id (server/http/request-id.ts).
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    { write },
  );
}

/**
 * Where lines go: warnings and errors to stderr, the rest to stdout, through the console (so a
 * test can read them). pino writes to this stream synchronously, so `toStderr` is the level of the
 * line being written.
 */
let toStderr = false;
const server = logger((line) => {
  if (toStderr) console.error(oneLine(line));
  else console.info(oneLine(line));
}, 'info');

export function setLogLevel(level: Level | 'silent'): void {
  server.level = level;
}

let formatted = '';
const formatter = logger((line) => {
  formatted = oneLine(line);
}, 'debug');

/** The line `log[level](message, fields)` writes, whatever the log level. */
export function formatLine(level: Level, message: string, fields?: Record<string, unknown>): string {
  formatter[level](fieldsOf(fields), scrubText(message));
  return formatted;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (!server.isLevelEnabled(level)) return;
  toStderr = level === 'error' || level === 'warn';
  server[level](fieldsOf(fields), scrubText(message));
}

/**
 * One JSON line per event (pino): `time`, `level` as a word, `requestId` during a request, the
 * caller's fields, then `message`. Lines stay greppable and machine-readable, and nothing from a
 * request (CR, LF, control characters) can forge a line that looks like the server's own.
 */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
