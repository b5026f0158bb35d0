CREATE TABLE "agent_accounts" (
	"wallet" text PRIMARY KEY NOT NULL,
	"agent_address" text NOT NULL,
	"budget_units" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_daily_budgets" (
	"wallet" text NOT NULL,
	"day" text NOT NULL,
	"service" text NOT NULL,
	"budget_units" bigint NOT NULL,
	"spent_units" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_daily_budgets_wallet_day_service_pk" PRIMARY KEY("wallet","day","service")
);
--> statement-breakpoint
ALTER TABLE "agent_budgets" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "agent_budgets" CASCADE;--> statement-breakpoint
-- The one shared agent's log and purchases belong to no wallet: they cannot be shown to anyone, so they go.
DELETE FROM "agent_log";--> statement-breakpoint
DELETE FROM "agent_purchases";--> statement-breakpoint
DROP INDEX "agent_log_agent_created_idx";--> statement-breakpoint
DROP INDEX "agent_purchases_agent_created_idx";--> statement-breakpoint
ALTER TABLE "agent_log" ADD COLUMN "wallet" text NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD COLUMN "wallet" text NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD COLUMN "day" text NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD COLUMN "reason" text NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD COLUMN "valid_before" bigint;--> statement-breakpoint
CREATE INDEX "agent_log_wallet_created_idx" ON "agent_log" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "agent_purchases_wallet_created_idx" ON "agent_purchases" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "agent_purchases_status_idx" ON "agent_purchases" USING btree ("status");--> statement-breakpoint
ALTER TABLE "agent_log" DROP COLUMN "agent_address";