ALTER TABLE "basket_items" ADD COLUMN "checked_revision" integer;--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "accepted_findings" jsonb;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "pending_order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_revision" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "accepted_findings" jsonb;