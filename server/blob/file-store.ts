import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BlobStore, checkKey } from './blob';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder (DATA_DIR), written beside and renamed into place. */
export function fileBlobStore(root: string): BlobStore {
  const path = (key: string) => join(root, checkKey(key));
  return {
    kind: 'file',
    async put(key, body) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.partial`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      return readFile(path(key)).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
    },
    async size(key) {
      return stat(path(key)).then(
        (s) => (s.isFile() ? s.size : null),
        (err: unknown) => {
          if (missing(err)) return null;
          throw err;
        },
      );
    },
    async copyPrefix(from, to) {
      await cp(path(from), path(to), { recursive: true, errorOnExist: false, force: true }).catch(
        (err: unknown) => {
          if (!missing(err)) throw err;
        },
      );
    },
    async removePrefix(prefix) {
      await rm(path(prefix), { recursive: true, force: true });
    },
  };
}
