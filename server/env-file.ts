import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` (in the current folder unless told otherwise) into `env` when the file is there, as
 * `.env.example` promises: `npm start`, `npm run dev` and the bench scripts call it first.
 * Variables already set in the real environment win over the file. Returns the names it set.
 */
export function loadDotEnv(path: string = resolve('.env'), env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(path)) return [];
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    if (value === undefined || env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
