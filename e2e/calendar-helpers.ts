import { autoLayoutBook, type BookDocument, productSpecSchema } from '../render-core';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import type { ServerPrint } from './editor-helpers';
import { expect, type Page } from './fixtures';

export const CALENDAR = 'CAL-WALL-A4';

/**
 * Signs a new user up and gives them a wall calendar laid out by render-core from made-up photos,
 * its first month `startMonth`.
 */
export async function calendarWithPhotos(
  page: Page,
  project: string,
  startMonth: string,
  change?: (doc: BookDocument) => void,
): Promise<ServerPrint> {
  await signUpByApi(page, uniqueEmail('calendar', project));
  const catalog = (await (await page.request.get('/webapp/api/catalog')).json()) as {
    categories: { types: { products: { code: string }[] }[] }[];
  };
  const product = catalog.categories
    .flatMap((c) => c.types.flatMap((t) => t.products))
    .find((p) => p.code === CALENDAR);
  expect(product, `${CALENDAR} in the catalog`).toBeDefined();
  const spec = productSpecSchema.parse(product);
  expect(spec.kind).toBe('calendar');
  const document = structuredClone(
    autoLayoutBook(samplePhotos(14), spec, { id: 'new', title: 'Our year', startMonth }),
  );
  change?.(document);
  const res = await page.request.post('/webapp/api/print', { data: { productCode: CALENDAR, document } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { print: ServerPrint }).print;
}
