import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setErrorCapture } from './report';
import { ERROR_SAMPLE_RATE, startSentry, TRACES_SAMPLE_RATE } from './sentry';

afterEach(() => {
  vi.unstubAllGlobals();
  setErrorCapture(null);
});

describe('error reporting', () => {
  it('sends level, code and message to /webapp/api/auth/_log', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));
    vi.stubGlobal('fetch', fetch);
    reportError('UNIQUE_ID_MISSING', new Error('cookie gone'), 'warn');
    expect(fetch).toHaveBeenCalledWith(
      '/webapp/api/auth/_log',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ level: 'warn', code: 'UNIQUE_ID_MISSING', message: 'Error: cookie gone' }),
      }),
    );
  });

  it('hands errors to Sentry only once it has started', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null)));
    const capture = vi.fn();
    reportError('RENDER_ERROR', new Error('a'));
    expect(capture).not.toHaveBeenCalled();
    setErrorCapture(capture);
    reportError('RENDER_ERROR', new Error('b'));
    expect(capture).toHaveBeenCalledWith('RENDER_ERROR', expect.any(Error), 'error');
  });

  it('keeps Sentry off without a DSN, with the sample rates of SPEC §9', async () => {
    await expect(startSentry(undefined)).resolves.toBe(false);
    expect(ERROR_SAMPLE_RATE).toBe(0.25);
    expect(TRACES_SAMPLE_RATE).toBe(0);
  });
});
