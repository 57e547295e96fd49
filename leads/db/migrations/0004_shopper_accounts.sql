CREATE TABLE "shopper_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"shopper_id" uuid NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shoppers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "sign_in_codes_attempts_check" CHECK ("sign_in_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"shopper_id" uuid NOT NULL,
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_entries_shopper_id_car_id_pk" PRIMARY KEY("shopper_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_sessions_shopper_idx" ON "shopper_sessions" USING btree ("shopper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shoppers_site_email_idx" ON "shoppers" USING btree ("site","email");--> statement-breakpoint
CREATE INDEX "sign_in_codes_site_email_idx" ON "sign_in_codes" USING btree ("site","email","created_at");