CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_types" (
	"code" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_code" text NOT NULL,
	"currency" char(3) NOT NULL,
	"base_minor" integer NOT NULL,
	"extra_page_minor" integer NOT NULL,
	CONSTRAINT "product_prices_product_code_currency_pk" PRIMARY KEY("product_code","currency")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"kind" text NOT NULL,
	"size_label" text NOT NULL,
	"trim_width_mm" real NOT NULL,
	"trim_height_mm" real NOT NULL,
	"bleed_mm" real NOT NULL,
	"safe_margin_mm" real NOT NULL,
	"min_dpi" integer NOT NULL,
	"recommended_dpi" integer NOT NULL,
	"pages_min" integer NOT NULL,
	"pages_max" integer NOT NULL,
	"pages_step" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_types" ADD CONSTRAINT "catalog_types_category_code_catalog_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."catalog_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_code_catalog_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."catalog_types"("code") ON DELETE no action ON UPDATE no action;