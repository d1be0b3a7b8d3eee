/**
 * Every table of the app, from every domain's schema.ts (the same files drizzle-kit reads). Used
 * where the server must reason about all tables at once: the guest merge and account deletion walk
 * every column that references users. server/db/tables.test.ts checks that no schema file is missing.
 */
export * from '../account/schema';
export * from '../analytics/schema';
export * from '../auth/schema';
export * from '../basket/schema';
export * from '../client-log/schema';
export * from '../collab/schema';
export * from '../conversion/schema';
export * from '../jobs/schema';
export * from '../order/schema';
export * from '../payment/schema';
export * from '../people/schema';
export * from '../photo/schema';
export * from '../print/schema';
export * from '../print-partner/schema';
export * from '../referral/schema';
export * from '../user/schema';
export * from '../voucher/schema';
export * from './schema';
