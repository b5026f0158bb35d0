CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cluster_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yield_snapshots" ADD COLUMN "slot" bigint;--> statement-breakpoint
-- Points recorded before slots existed keep a slot of their own (negative, never a real interval).
UPDATE "yield_snapshots" SET "slot" = -"id";--> statement-breakpoint
ALTER TABLE "yield_snapshots" ALTER COLUMN "slot" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_nonces_client_created_idx" ON "auth_nonces" USING btree ("client","created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_address_created_idx" ON "auth_sessions" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "yield_snapshots_pool_slot_idx" ON "yield_snapshots" USING btree ("pool_id","slot");