import type { Config } from '../config';
import type { Database, Db } from '../db/client';

/** What every handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    config: Config;
    db: Db;
    database: Database;
    /** The configured origin of the site (server/config.ts siteOrigin), for links we hand out. */
    siteOrigin: string;
  };
}
