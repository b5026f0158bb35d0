CREATE TABLE "alert_channels" (
	"address" text PRIMARY KEY NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"email" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_conditions" (
	"rule_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"active" boolean NOT NULL,
	"occurrence" integer NOT NULL,
	"baseline" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_conditions_rule_id_subject_pk" PRIMARY KEY("rule_id","subject")
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"address" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"rule_id" bigint,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"occurrence" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"fired_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_conditions" ADD CONSTRAINT "alert_conditions_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_alert_channel_idx" ON "alert_deliveries" USING btree ("alert_id","channel");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "alert_deliveries_address_sent_idx" ON "alert_deliveries" USING btree ("address","sent_at");--> statement-breakpoint
CREATE INDEX "alert_rules_address_idx" ON "alert_rules" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_occurrence_idx" ON "alerts" USING btree ("rule_id","subject","occurrence");--> statement-breakpoint
CREATE INDEX "alerts_address_fired_idx" ON "alerts" USING btree ("address","fired_at");