CREATE TABLE "captcha_solutions" (
	"site" text NOT NULL,
	"signature_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captcha_solutions_pkey" PRIMARY KEY("site","signature_hash")
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_at_idx" ON "captcha_solutions" USING btree ("expires_at");