CREATE TABLE "agent_rounds" (
	"wallet" text PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"live_data" boolean DEFAULT true NOT NULL,
	"lease_until" timestamp with time zone,
	"last_round_at" timestamp with time zone,
	"last_round_note" text,
	"next_round_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone
);
