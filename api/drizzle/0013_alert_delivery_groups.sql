CREATE TABLE "alert_delivery_alerts" (
	"alert_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"delivery_id" bigint NOT NULL,
	CONSTRAINT "alert_delivery_alerts_alert_id_channel_pk" PRIMARY KEY("alert_id","channel")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk";
--> statement-breakpoint
DROP INDEX "alert_deliveries_alert_channel_idx";--> statement-breakpoint
ALTER TABLE "alert_delivery_alerts" ADD CONSTRAINT "alert_delivery_alerts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_delivery_alerts" ADD CONSTRAINT "alert_delivery_alerts_delivery_id_alert_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_delivery_alerts_delivery_idx" ON "alert_delivery_alerts" USING btree ("delivery_id");--> statement-breakpoint
INSERT INTO "alert_delivery_alerts" ("alert_id", "channel", "delivery_id") SELECT "alert_id", "channel", "id" FROM "alert_deliveries";--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP COLUMN "alert_id";