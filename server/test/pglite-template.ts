import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client';

/**
 * A migrated, empty PGlite data folder made once per set of migrations and copied into each test
 * server's data folder. Creating a PGlite cluster (initdb in WebAssembly) takes seconds on a loaded
 * machine; copying a migrated one takes a fraction of that, and the API suite starts dozens of servers.
 * The folder name carries a hash of the migrations, so a new migration makes a new template.
 */
const PREFIX = 'bindery-pglite-template-';

export function pgliteTemplateDir(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}`);
}

/** Makes the template when it is missing; a half-made one is never seen (it is renamed into place). */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = pgliteTemplateDir();
  if (existsSync(target)) return target;
  const staging = mkdtempSync(join(tmpdir(), 'bindery-pglite-staging-'));
  try {
    const database = await openDatabase({ dataDir: staging });
    await database.migrate();
    await database.close();
    try {
      renameSync(join(staging, 'db'), target);
    } catch (error) {
      if (!existsSync(target)) throw error; // another run made it first
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  removeStaleTemplates(target);
  return target;
}

/** Templates of older migration sets, left a day ago or more. */
function removeStaleTemplates(keep: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === keep) continue;
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // gone already
    }
  }
}

/** Seeds a new data folder's embedded database from the template, when the template is there. */
export function seedFromPgliteTemplate(dataDir: string): void {
  const template = pgliteTemplateDir();
  if (existsSync(template)) cpSync(template, join(dataDir, 'db'), { recursive: true });
}
