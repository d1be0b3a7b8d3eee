import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into server/db/migrations after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  // Tables live beside their domain: server/db/schema.ts and server/<domain>/schema.ts.
  schema: ['./server/db/schema.ts', './server/*/schema.ts'],
  out: './server/db/migrations',
});
