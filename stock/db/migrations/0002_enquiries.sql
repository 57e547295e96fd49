CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"category" text,
	"subcategory" text,
	"opt_in" boolean DEFAULT true NOT NULL,
	"dealership_slug" text,
	"location" text,
	"page_id" text,
	"car_id" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "enquiries_delivery_status_check" CHECK ("enquiries"."delivery_status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_site_idempotency_key_idx" ON "enquiries" USING btree ("site","idempotency_key");--> statement-breakpoint
CREATE INDEX "enquiries_site_created_at_idx" ON "enquiries" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_delivery_status_idx" ON "enquiries" USING btree ("delivery_status","created_at");