CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"event" text NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" text NOT NULL,
	"source_chain_id" integer NOT NULL,
	"destination_chain_id" integer NOT NULL,
	"transfer_mode" text NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"error" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yield_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"apy" double precision,
	"apy_base" double precision,
	"apy_reward" double precision,
	"tvl_usd" double precision,
	"utilization" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_address_created_idx" ON "notifications" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "yield_snapshots_pool_taken_idx" ON "yield_snapshots" USING btree ("pool_id","taken_at");