CREATE TABLE "passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"purpose" text NOT NULL,
	"shopper_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passkey_challenges_purpose_check" CHECK ("passkey_challenges"."purpose" in ('register', 'sign-in'))
);
--> statement-breakpoint
CREATE TABLE "shopper_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" uuid NOT NULL,
	"site" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_passkeys" ADD CONSTRAINT "shopper_passkeys_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkey_challenges_expiry_idx" ON "passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shopper_passkeys_shopper_idx" ON "shopper_passkeys" USING btree ("shopper_id");