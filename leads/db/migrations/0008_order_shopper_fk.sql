-- Orders of accounts deleted before this key existed lose the link to them, as later ones will.
UPDATE "orders" SET "shopper_id" = NULL WHERE "shopper_id" IS NOT NULL AND "shopper_id" NOT IN (SELECT "id" FROM "shoppers");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "shoppers"("id") ON DELETE set null ON UPDATE no action;
