CREATE TABLE "agent_budgets" (
	"agent_address" text NOT NULL,
	"service" text NOT NULL,
	"budget_units" bigint NOT NULL,
	"spent_units" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_budgets_agent_address_service_pk" PRIMARY KEY("agent_address","service")
);
--> statement-breakpoint
CREATE TABLE "agent_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_address" text NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_address" text NOT NULL,
	"service" text NOT NULL,
	"protocol" text,
	"chain" text,
	"requester" text NOT NULL,
	"cost_units" bigint NOT NULL,
	"status" text NOT NULL,
	"transaction" text,
	"error" text,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "x402_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"asset" text NOT NULL,
	"payer" text NOT NULL,
	"nonce" text NOT NULL,
	"pay_to" text NOT NULL,
	"amount_units" bigint NOT NULL,
	"resource" text NOT NULL,
	"status" text NOT NULL,
	"transaction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "agent_log_agent_created_idx" ON "agent_log" USING btree ("agent_address","created_at");--> statement-breakpoint
CREATE INDEX "agent_purchases_agent_created_idx" ON "agent_purchases" USING btree ("agent_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "x402_payments_authorization_idx" ON "x402_payments" USING btree ("network","asset","payer","nonce");