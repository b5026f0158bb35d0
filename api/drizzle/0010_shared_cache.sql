CREATE TABLE "shared_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"stored_at" bigint,
	"version" bigint DEFAULT 0 NOT NULL,
	"rebuild_until" bigint
);
