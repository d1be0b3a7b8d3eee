ALTER TABLE "baskets" ADD COLUMN "delivery_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refund_minor" integer;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;