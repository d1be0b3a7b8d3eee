import type { CDPSession, Page, Request } from '@playwright/test';

/** Slows uploads down (Chromium's network emulation), so there is time to watch or break them. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/** Lifts throttleUploads' limit: the uploads still going finish at full speed. */
export async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * What a page said and is waiting for, for a failure's message: its warnings and errors, the
 * requests it has not had an answer to (with their age), and its performance marks. A journey
 * that once stalled on a busy machine with no trace of the first try says why the next time.
 */
export function watchPage(page: Page) {
  const logged: string[] = [];
  const open = new Map<Request, number>();
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') logged.push(msg.text().slice(0, 200));
  });
  page.on('request', (req) => open.set(req, Date.now()));
  const answered = (req: Request) => open.delete(req);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    logged,
    async explain(): Promise<string> {
      const now = Date.now();
      const waiting = [...open].map(
        ([req, at]) => `${req.method()} ${new URL(req.url()).pathname} (${Math.round((now - at) / 1000)} s)`,
      );
      const marks = await page
        .evaluate(() =>
          performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`),
        )
        .catch(() => ['(none: the page did not answer)']);
      return [
        `the page logged: ${logged.join(' | ') || 'nothing'}`,
        `requests unanswered: ${waiting.join(', ') || 'none'}`,
        `marks (ms): ${marks.join(', ')}`,
      ].join('; ');
    },
  };
}

/** Waits for `check`; when it fails, the error says what the page said and waits for (watchPage). */
export async function explained(
  watch: ReturnType<typeof watchPage>,
  what: string,
  check: () => Promise<unknown>,
): Promise<void> {
  await check().catch(async (cause: unknown) => {
    throw new Error(`${what}; ${await watch.explain()}`, { cause });
  });
}
