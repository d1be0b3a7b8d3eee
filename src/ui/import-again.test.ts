import { describe, expect, it } from 'vitest';
import { failedModuleUrl, retryableImport } from './import-again';

const ORIGIN = 'http://localhost:3000';
const CHROMIUM = `Failed to fetch dynamically imported module: ${ORIGIN}/webapp/assets/ThemesModal-Ab_1.js`;

describe('failedModuleUrl', () => {
  it("reads the module's URL from Chromium's and Firefox's messages", () => {
    expect(failedModuleUrl(new TypeError(CHROMIUM), ORIGIN)).toBe(
      `${ORIGIN}/webapp/assets/ThemesModal-Ab_1.js`,
    );
    expect(
      failedModuleUrl(
        new TypeError(`error loading dynamically imported module: ${ORIGIN}/webapp/assets/X-1.js?again=2`),
        ORIGIN,
      ),
    ).toBe(`${ORIGIN}/webapp/assets/X-1.js`);
  });

  it('answers null for a message without a URL, or with another origin', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'), ORIGIN)).toBeNull();
    expect(failedModuleUrl(new TypeError(CHROMIUM), 'https://bindery.example')).toBeNull();
    expect(failedModuleUrl(null, ORIGIN)).toBeNull();
  });
});

describe('retryableImport', () => {
  it('asks for the failed module under a new URL on the next call, then imports plainly again', async () => {
    const asked: string[] = [];
    let plain = 0;
    let fail = true;
    const load = retryableImport(
      () => {
        plain += 1;
        return fail ? Promise.reject(new TypeError(CHROMIUM)) : Promise.resolve({ name: 'plain' });
      },
      (url) => {
        asked.push(url);
        return Promise.resolve({ name: 'again' });
      },
      () => ORIGIN,
    );
    await expect(load()).rejects.toThrow(CHROMIUM);
    await expect(load()).resolves.toEqual({ name: 'again' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^http:\/\/localhost:3000\/webapp\/assets\/ThemesModal-Ab_1\.js\?again=\d+$/);
    fail = false;
    await expect(load()).resolves.toEqual({ name: 'plain' });
    expect(plain).toBe(2);
  });

  it('with no URL in the failure, tries the import itself again', async () => {
    let calls = 0;
    const load = retryableImport(
      () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new TypeError('Importing a module script failed.'))
          : Promise.resolve(7);
      },
      () => Promise.reject(new Error('not asked')),
    );
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toBe(7);
  });
});
