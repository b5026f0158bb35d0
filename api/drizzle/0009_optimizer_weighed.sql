CREATE TABLE "optimizer_weighed" (
	"address" text PRIMARY KEY NOT NULL,
	"venues" jsonb NOT NULL,
	"weighed_at" timestamp with time zone NOT NULL
);
