import { join, resolve } from 'node:path';
import { projectRoot } from '../lib/paths';

/** fixtures/ in the checkout: real photos with EXIF and edge-case files (see fixtures/README.md). */
export const fixturesDir = resolve(projectRoot(), 'fixtures');
export const photoFixture = (name: string) => join(fixturesDir, 'photos', name);
export const edgeFixture = (name: string) => join(fixturesDir, 'edge', name);
