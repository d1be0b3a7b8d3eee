/** Error codes the shell reports (SPEC §8 plus ours). */
export type ClientErrorCode =
  | 'RENDER_ERROR'
  | 'UNIQUE_ID_MISSING'
  | 'UNCAUGHT_ERROR'
  | 'CLIENT_SESSION_ERROR'
  | (string & {});

export type Capture = (code: ClientErrorCode, error: unknown, level: 'error' | 'warn') => void;

/** Sentry's capture once it has started (only with a DSN); null means error reporting to Sentry is off. */
let capture: Capture | null = null;

export function setErrorCapture(next: Capture | null): void {
  capture = next;
}

/**
 * Reports a client error: to Sentry when a DSN is configured, and always to our own log
 * (POST /webapp/api/auth/_log). Reporting never throws and never writes to the console.
 */
export function reportError(code: ClientErrorCode, error: unknown, level: 'error' | 'warn' = 'error'): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  capture?.(code, error, level);
  if (typeof fetch === 'undefined') return;
  fetch('/webapp/api/auth/_log', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ level, code, message: message.slice(0, 4000) }),
    keepalive: true,
  }).catch(() => {
    // Reporting must never become the next error.
  });
}
