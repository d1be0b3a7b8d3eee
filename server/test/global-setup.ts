import { ensurePgliteTemplate } from './pglite-template';

/** Vitest global setup of the API project: the migrated PGlite template, made once before any file runs. */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensurePgliteTemplate();
}
