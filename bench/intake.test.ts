import { describe, expect, it } from 'vitest';
import { busyBetween, initialScripts } from './intake';

describe('initialScripts', () => {
  it('names the module scripts and modulepreloads of index.html, once each, nothing else', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/webapp/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/webapp/assets/react-def.js">
      <link rel="modulepreload" href="/webapp/assets/index-abc.js">
      <link rel="stylesheet" href="/webapp/assets/index-123.css">
      <link rel="preload" as="font" href="/webapp/assets/inter.woff2">
      <script>window.inline = 1</script></head>`;
    expect(initialScripts(html)).toEqual(['/webapp/assets/index-abc.js', '/webapp/assets/react-def.js']);
  });
});

describe('busyBetween', () => {
  it('sums the samples that are not idle inside the window, each for the time it stands for', () => {
    const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0, columnNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('work') },
      ],
      startTime: 0,
      endTime: 5000,
      // Samples at 0, 1, 2, 3 and 4 ms, each standing for the next millisecond.
      samples: [2, 1, 2, 2, 2],
      timeDeltas: [0, 1000, 1000, 1000, 1000],
    };
    expect(busyBetween(profile, 0, 10)).toBe(3);
    expect(busyBetween(profile, 1, 3)).toBe(1);
    expect(busyBetween(profile, 3, 10)).toBe(1);
    expect(busyBetween(profile, 5, 10)).toBe(0);
  });
});
