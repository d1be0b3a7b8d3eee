CREATE TABLE "operator_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_uuid" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_ops" DROP CONSTRAINT "design_ops_batch_unique";--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "checked_revision" integer;--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "accepted_findings" jsonb;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "delivery_country" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "pending_order_id" uuid;--> statement-breakpoint
ALTER TABLE "design_ops" ADD COLUMN "base_seq" integer;--> statement-breakpoint
ALTER TABLE "design_ops" ADD COLUMN "sent_hash" text;--> statement-breakpoint
ALTER TABLE "design_ops" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_ops" ADD COLUMN "log_start" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_revision" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "accepted_findings" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_outcome" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refund_minor" integer;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unproved_keys_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "operator_actions_order_idx" ON "operator_actions" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "design_ops_log_start_idx" ON "design_ops" USING btree ("print_id","log_start");--> statement-breakpoint
ALTER TABLE "design_ops" ADD CONSTRAINT "design_ops_author_batch_unique" UNIQUE("print_id","user_uuid","client_id","batch_id");