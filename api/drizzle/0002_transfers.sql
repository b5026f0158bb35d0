CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"transfer_id" text NOT NULL,
	"source_chain_id" integer NOT NULL,
	"destination_chain_id" integer NOT NULL,
	"burn_tx_hash" text NOT NULL,
	"amount" text NOT NULL,
	"transfer_mode" text NOT NULL,
	"status" text NOT NULL,
	"approve_tx_hash" text,
	"mint_tx_hash" text,
	"message" text,
	"attestation" text,
	"event_nonce" text,
	"max_fee" text NOT NULL,
	"fee_executed" text,
	"error" text,
	"started_at_ms" bigint NOT NULL,
	"updated_at_ms" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_burn_idx" ON "transfers" USING btree ("source_chain_id","burn_tx_hash");--> statement-breakpoint
CREATE INDEX "transfers_address_started_idx" ON "transfers" USING btree ("address","started_at_ms");