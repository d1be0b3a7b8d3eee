import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenditionName } from './process';

/** Renditions live under DATA_DIR/photos/{photoId}/{name}.jpg; written before the row that points at them. */
export function renditionPath(dataDir: string, photoId: string, name: RenditionName): string {
  return join(dataDir, 'photos', photoId, `${name}.jpg`);
}

export async function writeRenditions(
  dataDir: string,
  photoId: string,
  renditions: Record<RenditionName, Buffer>,
): Promise<void> {
  await mkdir(join(dataDir, 'photos', photoId), { recursive: true });
  await Promise.all(
    Object.entries(renditions).map(([name, bytes]) =>
      writeFile(renditionPath(dataDir, photoId, name as RenditionName), bytes),
    ),
  );
}

export function readRendition(dataDir: string, photoId: string, name: RenditionName): Promise<Buffer | null> {
  return readFile(renditionPath(dataDir, photoId, name)).catch(() => null);
}

export function removeRenditions(dataDir: string, photoId: string): Promise<void> {
  return rm(join(dataDir, 'photos', photoId), { recursive: true, force: true });
}
