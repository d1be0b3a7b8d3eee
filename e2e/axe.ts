import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on what the page shows now and fails with each
 * violation's rule, impact and the elements it found. `include` narrows it to a part of the page
 * (a dialog); `exclude` leaves out what another check covers.
 *
 * axe-core runs in the page itself, put there once per document: a check then costs its run (about
 * 0.1 s on the editor). AxeBuilder injects axe into every frame on every call and merges the frames'
 * results in a blank page it opens for that, 1.4 s a call at phone size, so it runs only on a page
 * with frames, where that merging is needed.
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
  const violations = page.frames().length > 1 ? await withFrames(page, options) : await inPage(page, options);
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations ${where}`).toEqual([]);
}

async function inPage(page: Page, { include, exclude = [] }: { include?: string; exclude?: string[] }) {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const context = { ...(include ? { include: [[include]] } : {}), exclude: exclude.map((s) => [s]) };
      const { violations } = await (window as AxeWindow).axe!.run(context, {
        runOnly: { type: 'tag', values: tags },
      });
      // Only what the message needs: the whole result holds DOM snapshots of every node.
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
      }));
    },
    { include, exclude, tags: TAGS },
  );
}

async function withFrames(page: Page, { include, exclude = [] }: { include?: string; exclude?: string[] }) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}
