CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"shopper_id" uuid,
	"status" text NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivery_odometer_km" integer,
	"return_notice_at" timestamp with time zone,
	"return_appointment" text,
	"return_inspection" jsonb,
	"refund_cents" integer,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'placed', 'delivered', 'return-requested', 'returned', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_per_car_idx" ON "orders" USING btree ("site","car_id") WHERE "orders"."status" in ('placed', 'delivered', 'return-requested');--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site","created_at");