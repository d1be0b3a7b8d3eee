import { join, resolve } from 'node:path';
import { projectRoot } from '../lib/paths';

/** ../shared/fixtures beside the checkout: real photos with EXIF and edge-case files. */
export const fixturesDir = resolve(projectRoot(), '../shared/fixtures');
export const photoFixture = (name: string) => join(fixturesDir, 'photos', name);
export const edgeFixture = (name: string) => join(fixturesDir, 'edge', name);
