import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { type OrderFile, type PrintManifest, type PrintPartner, printManifestSchema } from './partner';

/**
 * The default partner: each order becomes a folder under DATA_DIR/print-partner/{reference}/ with
 * its files and manifest.json, as a printer's hot folder takes them. The folder is made beside and
 * renamed into place, so a partner watching the area never sees half an order.
 */
export function fileSystemPartner(dataDir: string): PrintPartner {
  const area = join(dataDir, 'print-partner');
  return {
    name: 'file-system',
    async submit(manifest: PrintManifest, files: OrderFile[]) {
      const checked = printManifestSchema.parse(manifest);
      const folder = join(area, checked.reference);
      const staging = join(area, `.incoming-${checked.reference}-${process.pid}`);
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      for (const file of files) {
        const target = join(staging, file.path);
        if (relative(staging, target).startsWith('..'))
          throw new Error(`file path ${file.path} leaves the order`);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, await file.read());
      }
      await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(checked, null, 2)}\n`);
      await rm(folder, { recursive: true, force: true });
      await rename(staging, folder);
      return { partnerReference: relative(dataDir, folder) };
    },
  };
}
