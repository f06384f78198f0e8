DROP INDEX "message_reports_created_idx";--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_reports_status_created_idx" ON "message_reports" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_decision_check" CHECK (("message_reports"."status" = 'open') = ("message_reports"."decided_at" is null and "message_reports"."resolution_note" is null));