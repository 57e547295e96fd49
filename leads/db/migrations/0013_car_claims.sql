CREATE TABLE "car_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"holder" text NOT NULL,
	"holder_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "car_claims_holder_check" CHECK ("car_claims"."holder" in ('reservation', 'order'))
);
--> statement-breakpoint
DROP INDEX "reservations_one_active_per_car_idx";--> statement-breakpoint
DROP INDEX "orders_one_per_car_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "car_claims_one_live_per_car_idx" ON "car_claims" USING btree ("site","car_id") WHERE "car_claims"."released_at" is null;--> statement-breakpoint
CREATE INDEX "car_claims_holder_idx" ON "car_claims" USING btree ("holder","holder_id");--> statement-breakpoint
-- Two pending reservations of one shopper (made before this rule): the older ones are given up, as the sweeper gives up an unfinished bank check.
INSERT INTO "reservation_events" ("reservation_id", "at", "status", "cause") SELECT "id", now(), 'failed', 'gateway_error: This payment was not finished, so nothing was held or charged. Please try again.' FROM "reservations" r WHERE r."status" = 'pending' AND EXISTS (SELECT 1 FROM "reservations" n WHERE n."status" = 'pending' AND n."site" = r."site" AND (lower(n."email") = lower(r."email") OR n."shopper_id" = r."shopper_id") AND n."created_at" > r."created_at");--> statement-breakpoint
UPDATE "reservations" r SET "status" = 'failed', "updated_at" = now() WHERE r."status" = 'pending' AND EXISTS (SELECT 1 FROM "reservations" n WHERE n."status" = 'pending' AND n."site" = r."site" AND (lower(n."email") = lower(r."email") OR n."shopper_id" = r."shopper_id") AND n."created_at" > r."created_at");--> statement-breakpoint
-- Every car already held gets its claim: placed orders first, then reservations (a car both ordered and reserved before this rule keeps the order's claim).
INSERT INTO "car_claims" ("site", "car_id", "holder", "holder_id", "claimed_at") SELECT "site", "car_id", 'order', "id", coalesce("placed_at", "updated_at") FROM "orders" WHERE "status" in ('placed', 'delivered', 'return-requested') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "car_claims" ("site", "car_id", "holder", "holder_id", "claimed_at") SELECT "site", "car_id", 'reservation', "id", "created_at" FROM "reservations" WHERE "status" in ('pending', 'held', 'captured') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_pending_per_email_idx" ON "reservations" USING btree ("site",lower("email")) WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_pending_per_shopper_idx" ON "reservations" USING btree ("site","shopper_id") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_pending_per_client_idx" ON "reservations" USING btree ("site","client_key") WHERE "reservations"."status" = 'pending';