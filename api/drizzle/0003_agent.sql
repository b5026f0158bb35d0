CREATE TABLE "rebalance_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"from_position_id" text NOT NULL,
	"to_opportunity_id" text NOT NULL,
	"from_venue" text NOT NULL,
	"to_venue" text NOT NULL,
	"from_chain_id" integer,
	"to_chain_id" integer,
	"amount" text NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"reason" text NOT NULL,
	"decision" jsonb NOT NULL,
	"economics" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rebalance_decisions_address_created_idx" ON "rebalance_decisions" USING btree ("address","created_at");