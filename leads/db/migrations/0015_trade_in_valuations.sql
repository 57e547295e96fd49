CREATE TABLE "trade_in_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"lookup" jsonb NOT NULL,
	"vehicle" jsonb NOT NULL,
	"answers" jsonb,
	"offer" jsonb,
	"offer_expires_at" timestamp with time zone,
	"status" text DEFAULT 'identified' NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_valuations_status_check" CHECK ("trade_in_valuations"."status" in ('identified', 'offered', 'no-online-estimate', 'accepted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_valuations_site_idempotency_key_idx" ON "trade_in_valuations" USING btree ("site","idempotency_key");--> statement-breakpoint
CREATE INDEX "trade_in_valuations_site_created_at_idx" ON "trade_in_valuations" USING btree ("site","created_at");