ALTER TABLE "orders" ADD COLUMN "handed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_outcome" jsonb;