CREATE TABLE "oauth_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oauth_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "oauth_signing_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "oauth_payloads_grant_id" ON "oauth_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_payloads_uid" ON "oauth_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_payloads_expires_at" ON "oauth_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_subject_failed_at" ON "sign_in_failures" USING btree ("subject","failed_at");