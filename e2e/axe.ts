import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on what the page shows now and fails with each
 * violation's rule, impact and the elements it found. `include` narrows it to a part of the page
 * (a dialog); `exclude` leaves out what another check covers.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  // A sheet still sliding or fading in has colours half-way (axe reads them as poor contrast, seen
  // in CI under load): wait for the finite animations and transitions to end first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations ${where}`).toEqual([]);
}
