-- Leads take over enquiries and tracking_events, which stock created before leads had a package
-- (stock/db/migrations 0001 and 0002): IF NOT EXISTS keeps databases made before the move as they are.
CREATE TABLE IF NOT EXISTS "enquiries" (
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
CREATE TABLE IF NOT EXISTS "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"event_id" integer NOT NULL,
	"car_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "enquiries_site_idempotency_key_idx" ON "enquiries" USING btree ("site","idempotency_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_site_created_at_idx" ON "enquiries" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_delivery_status_idx" ON "enquiries" USING btree ("delivery_status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracking_events_site_idx" ON "tracking_events" USING btree ("site","event_id","created_at");