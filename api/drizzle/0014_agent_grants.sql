CREATE TABLE "agent_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"chain_id" integer NOT NULL,
	"agent" text NOT NULL,
	"venues" jsonb NOT NULL,
	"daily_cap_units" bigint NOT NULL,
	"start_date" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"max_calls" integer NOT NULL,
	"delegation_hash" text NOT NULL,
	"delegation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_tx" text
);
--> statement-breakpoint
CREATE INDEX "agent_grants_wallet_idx" ON "agent_grants" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_grants_hash_idx" ON "agent_grants" USING btree ("delegation_hash");