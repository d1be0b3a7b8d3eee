import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';
import * as tables from './tables';

/** One column that points at users.uuid, with its table and what the database does on delete. */
export interface UserReference {
  /** "table.column", e.g. "orders.user_uuid". */
  key: string;
  table: PgTable;
  column: PgColumn;
  onDelete: string;
}

/** Every foreign key to users.uuid in the schema, read from drizzle's own table definitions. */
export function userReferences(): UserReference[] {
  const found: UserReference[] = [];
  for (const value of Object.values(tables)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== users) continue;
      for (const column of ref.columns) {
        found.push({
          key: `${config.name}.${column.name}`,
          table: value,
          column,
          onDelete: fk.onDelete ?? 'no action',
        });
      }
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}
