ALTER TABLE "design_ops" DROP CONSTRAINT "design_ops_batch_unique";--> statement-breakpoint
ALTER TABLE "design_ops" ADD COLUMN "sent_hash" text;--> statement-breakpoint
ALTER TABLE "design_ops" ADD CONSTRAINT "design_ops_author_batch_unique" UNIQUE("print_id","user_uuid","client_id","batch_id");