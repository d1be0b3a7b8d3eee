import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { COLLAB_PERMISSIONS } from '../../contract/api/collab';
import { prints } from '../print/schema';
import { users } from '../user/schema';

/** A person the owner let into a design, with what they may do there. Revoking deletes the row. */
export const designMembers = pgTable(
  'design_members',
  {
    printId: uuid('print_id')
      .notNull()
      .references(() => prints.id, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    permission: text('permission', { enum: COLLAB_PERMISSIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.printId, t.userUuid] }), index('design_members_user_idx').on(t.userUuid)],
);
export type DesignMemberRow = typeof designMembers.$inferSelect;

/**
 * An invite link, used once: whoever accepts it first becomes a member with its permission (so a
 * revoked member cannot come back through the link they came in by). `accepted_by` answers the
 * same person's repeated accept; it has no foreign key, like the op log's user.
 */
export const designInvites = pgTable(
  'design_invites',
  {
    token: text('token').primaryKey(),
    printId: uuid('print_id')
      .notNull()
      .references(() => prints.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: COLLAB_PERMISSIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    acceptedBy: uuid('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('design_invites_print_idx').on(t.printId)],
);

/**
 * The op log: every accepted batch of a design, in the one order the server gave them. `seq` is
 * the design's revision after the batch (prints.revision), so a client at revision r asks for the
 * batches after r. A batch is known by (print, user, client, batch id): the user from the
 * session, the client and batch ids the tab's own. `user_uuid` has no foreign key on purpose: the
 * log is history and outlives an account (it is a random id, nothing personal).
 */
export const designOps = pgTable(
  'design_ops',
  {
    printId: uuid('print_id')
      .notNull()
      .references(() => prints.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    batchId: text('batch_id').notNull(),
    clientId: text('client_id').notNull(),
    userUuid: uuid('user_uuid'),
    ops: jsonb('ops').$type<unknown[]>().notNull(),
    /** issue 54: the revision a batch made away (offline) was made on; null for one made live. */
    baseSeq: integer('base_seq'),
    /**
     * SHA-256 of the ops as the tab sent them (canonical JSON): `ops` is what the design took, so a
     * resend is told from a reused batch id by this. Null for batches logged before it.
     */
    sentHash: text('sent_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * The size bound of oplog.ts: this batch's ops as JSON (`bytes`), and the design's op-log bytes
     * before it (`log_start`: the sum over every batch logged before, kept or pruned). Rows logged
     * before these columns count as 0.
     */
    bytes: integer('bytes').notNull().default(0),
    logStart: bigint('log_start', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.printId, t.seq] }),
    // A batch id is its author's (issue 54): unique per design, person and tab, so one member's
    // ids never meet another's (a stranger posting my next id first swallowed my batch).
    unique('design_ops_author_batch_unique').on(t.printId, t.userUuid, t.clientId, t.batchId),
    index('design_ops_log_start_idx').on(t.printId, t.logStart),
  ],
);
export type DesignOpRow = typeof designOps.$inferSelect;
