import { setErrorCapture } from './report';

/** SPEC §9: a quarter of errors are sent; no performance traces. */
export const ERROR_SAMPLE_RATE = 0.25;
export const TRACES_SAMPLE_RATE = 0;

/**
 * Starts Sentry when the build has a DSN (VITE_SENTRY_DSN); without one, error reporting to Sentry
 * stays off and its code is never downloaded.
 */
export async function startSentry(
  dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    sampleRate: ERROR_SAMPLE_RATE,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    environment: import.meta.env.MODE,
    ...(import.meta.env.VITE_RELEASE ? { release: import.meta.env.VITE_RELEASE } : {}),
  });
  setErrorCapture((code, error, level) => {
    const severity = level === 'warn' ? 'warning' : 'error';
    if (error instanceof Error) Sentry.captureException(error, { tags: { code }, level: severity });
    else Sentry.captureMessage(`${code}: ${String(error)}`, severity);
  });
  return true;
}
