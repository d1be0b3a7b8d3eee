CREATE TABLE "partner_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"digest" text NOT NULL,
	"body" text NOT NULL,
	"partner_reference" text,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_webhooks_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_manifest" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "orders_partner_status_idx" ON "orders" USING btree ("partner_status","partner_status_at");