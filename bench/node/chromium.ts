/**
 * Debian's Chromium, never a downloaded browser, with the flags for a closed network and a root
 * user (docs/ARCHITECTURE.md §5): the journeys' and every browser benchmark's launch options.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};
