import type { CDPSession, Page } from '@playwright/test';

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
