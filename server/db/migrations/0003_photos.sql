CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"print_id" text,
	"upload_id" text NOT NULL,
	"client_id" text,
	"status" text NOT NULL,
	"failure_reason" text,
	"failure_message" text,
	"file_name" text NOT NULL,
	"type" text,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text,
	"captured_at" timestamp with time zone,
	"metadata" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_uuid","created_at");