import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { memberRoutes } from './member-routes';
import { opsRoutes } from './ops-routes';
import { photoRoutes } from './photo-routes';
import { streamRoutes } from './stream-routes';

/** Making a book together (issue 27), mounted at /webapp/api/print/collab. */
export const collabRoutes = new Hono<AppEnv>()
  .route('/', memberRoutes)
  .route('/', opsRoutes)
  .route('/', photoRoutes)
  .route('/', streamRoutes);
