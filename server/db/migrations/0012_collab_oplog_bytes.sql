ALTER TABLE "design_ops" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_ops" ADD COLUMN "log_start" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "design_ops_log_start_idx" ON "design_ops" USING btree ("print_id","log_start");