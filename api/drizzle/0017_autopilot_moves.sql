CREATE TABLE "autopilot_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"status" text NOT NULL,
	"plan" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_rounds" ADD COLUMN "auto_rebalance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_rounds" ADD COLUMN "cancel_window_seconds" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_rounds" ADD COLUMN "last_plan_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "autopilot_moves_wallet_idx" ON "autopilot_moves" USING btree ("wallet","created_at");