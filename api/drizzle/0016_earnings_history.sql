CREATE TABLE "earnings_cursors" (
	"wallet" text NOT NULL,
	"chain_id" integer NOT NULL,
	"position_key" text NOT NULL,
	"start_block" bigint NOT NULL,
	"read_to" bigint NOT NULL,
	"target_block" bigint NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "earnings_cursors_wallet_chain_id_position_key_pk" PRIMARY KEY("wallet","chain_id","position_key")
);
--> statement-breakpoint
CREATE TABLE "earnings_events" (
	"wallet" text NOT NULL,
	"chain_id" integer NOT NULL,
	"position_key" text NOT NULL,
	"block_number" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"kind" text NOT NULL,
	"assets" text NOT NULL,
	"timestamp" bigint NOT NULL,
	CONSTRAINT "earnings_events_wallet_chain_id_position_key_tx_hash_log_index_pk" PRIMARY KEY("wallet","chain_id","position_key","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "earnings_leases" (
	"wallet" text NOT NULL,
	"chain_id" integer NOT NULL,
	"owner" text NOT NULL,
	"until" bigint NOT NULL,
	CONSTRAINT "earnings_leases_wallet_chain_id_pk" PRIMARY KEY("wallet","chain_id")
);
