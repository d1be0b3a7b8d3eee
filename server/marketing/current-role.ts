import type { Context } from 'hono';
import { optionalUser } from '../auth/current-user';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/env';
import { roleOf } from '../user/users';
import type { CurrentRole } from './routes';

/** The admin gate's view of the session: the registered user's role, or null (visitors and guests). */
export function currentRoleFrom(config: Config, database: Database): CurrentRole {
  return async (c: Context<AppEnv>) => {
    c.set('config', config);
    c.set('database', database);
    c.set('db', database.db);
    const user = await optionalUser(c);
    if (!user || user.isGuest) return null;
    return { role: roleOf(user, config) };
  };
}
