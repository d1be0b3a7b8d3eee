type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold = order.info;

export function setLogLevel(level: Level | 'silent'): void {
  threshold = order[level];
}

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/** Line breaks JSON leaves as they are (NEL, the Unicode line and paragraph separators, C1 controls). */
const UNESCAPED_BREAKS = /[\u007f-\u009f\u2028\u2029]/g;

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
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, depth + 1)]));
}

/** One line of JSON: whatever a request put into a field cannot start a line of its own. */
export function formatLine(level: Level, message: string, fields?: Record<string, unknown>): string {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message: scrubText(message),
    ...(scrub(fields ?? {}) as Record<string, unknown>),
  });
  return line.replace(UNESCAPED_BREAKS, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold) return;
  const line = formatLine(level, message, fields);
  if (level === 'error' || level === 'warn') console.error(line);
  else console.info(line);
}

/**
 * One JSON line per event, so logs stay greppable and machine-readable, and nothing from a
 * request (CR, LF, control characters) can forge a line that looks like the server's own.
 */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
