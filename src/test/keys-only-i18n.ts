import { afterAll, beforeAll } from 'vitest';
import { getI18n, setI18n } from 'react-i18next';

/**
 * For a test file that reads translation keys (`status.loading`), not words: react-i18next's
 * shared instance is set aside while it runs. The DOM tests share one module graph per worker, so
 * a file that ran before it in the same worker (one importing the app's i18n, or a testI18n bound
 * to React) would otherwise have left real English behind, as happened in some file orders.
 */
export function keysOnlyI18n(): void {
  let before: ReturnType<typeof getI18n> | undefined;
  beforeAll(() => {
    before = getI18n();
    setI18n(undefined as unknown as ReturnType<typeof getI18n>);
  });
  afterAll(() => {
    if (before) setI18n(before);
  });
}
