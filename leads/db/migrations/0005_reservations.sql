CREATE TABLE "reservation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"shopper_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"payment_id" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'held', 'captured', 'released', 'failed')),
	CONSTRAINT "reservations_amount_check" CHECK ("reservations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "shoppers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency_key_idx" ON "reservations" USING btree ("site","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_car_idx" ON "reservations" USING btree ("site","car_id") WHERE "reservations"."status" in ('pending', 'held', 'captured');--> statement-breakpoint
CREATE INDEX "reservations_hold_expiry_idx" ON "reservations" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_payments_idempotency_idx" ON "test_gateway_payments" USING btree ("idempotency_key");