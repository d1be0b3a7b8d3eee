CREATE TABLE "design_invites" (
	"token" text PRIMARY KEY NOT NULL,
	"print_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_members" (
	"print_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_members_print_id_user_uuid_pk" PRIMARY KEY("print_id","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "design_ops" (
	"print_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"batch_id" text NOT NULL,
	"client_id" text NOT NULL,
	"user_uuid" uuid,
	"ops" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_ops_print_id_seq_pk" PRIMARY KEY("print_id","seq"),
	CONSTRAINT "design_ops_batch_unique" UNIQUE("print_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "design_invites" ADD CONSTRAINT "design_invites_print_id_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_members" ADD CONSTRAINT "design_members_print_id_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_members" ADD CONSTRAINT "design_members_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_ops" ADD CONSTRAINT "design_ops_print_id_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_invites_print_idx" ON "design_invites" USING btree ("print_id");--> statement-breakpoint
CREATE INDEX "design_members_user_idx" ON "design_members" USING btree ("user_uuid");