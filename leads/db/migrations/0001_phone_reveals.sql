CREATE TABLE "phone_reveals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"dealership_id" text,
	"website_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_reveals_site_idx" ON "phone_reveals" USING btree ("site","created_at");