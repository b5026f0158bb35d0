ALTER TABLE "yield_snapshots" ADD COLUMN "share_price" double precision;--> statement-breakpoint
ALTER TABLE "yield_snapshots" ADD COLUMN "chain_time" timestamp with time zone;