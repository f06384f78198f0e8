CREATE TABLE "attendance_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"correction_id" uuid,
	"changed_by" uuid,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"session_id" uuid,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone,
	"auto_closed" boolean DEFAULT false NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eod_report_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eod_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"done" text NOT NULL,
	"blockers" text DEFAULT '' NOT NULL,
	"plan" text NOT NULL,
	"worked_minutes" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "time_off_policies" (
	"employer_id" uuid PRIMARY KEY NOT NULL,
	"vacation_days" integer NOT NULL,
	"sick_days" integer NOT NULL,
	"personal_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"part_of_day" text DEFAULT 'full' NOT NULL,
	"half_days" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"accepted_date" date,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "attendance_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "attendance_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_correction_id_attendance_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "attendance_corrections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "attendance_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eod_report_comments" ADD CONSTRAINT "eod_report_comments_report_id_eod_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "eod_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eod_report_comments" ADD CONSTRAINT "eod_report_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eod_reports" ADD CONSTRAINT "eod_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eod_reports" ADD CONSTRAINT "eod_reports_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eod_reports" ADD CONSTRAINT "eod_reports_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_policies" ADD CONSTRAINT "time_off_policies_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_breaks_session_idx" ON "attendance_breaks" USING btree ("session_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_breaks_one_open_idx" ON "attendance_breaks" USING btree ("session_id") WHERE "attendance_breaks"."end_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_changes_session_idx" ON "attendance_changes" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "attendance_corrections_day_idx" ON "attendance_corrections" USING btree ("employer_id","candidate_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_one_pending_idx" ON "attendance_corrections" USING btree ("session_id") WHERE "attendance_corrections"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_one_open_idx" ON "attendance_sessions" USING btree ("candidate_id") WHERE "attendance_sessions"."clock_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_candidate_day_idx" ON "attendance_sessions" USING btree ("candidate_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_employer_day_idx" ON "attendance_sessions" USING btree ("employer_id","candidate_id","work_date");--> statement-breakpoint
CREATE INDEX "eod_report_comments_report_idx" ON "eod_report_comments" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eod_reports_one_a_day_idx" ON "eod_reports" USING btree ("offer_id","work_date");--> statement-breakpoint
CREATE INDEX "eod_reports_employer_idx" ON "eod_reports" USING btree ("employer_id","candidate_id","work_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "eod_reports_candidate_idx" ON "eod_reports" USING btree ("candidate_id","work_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "time_off_employer_idx" ON "time_off_requests" USING btree ("employer_id","candidate_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "time_off_candidate_idx" ON "time_off_requests" USING btree ("candidate_id","start_date" DESC NULLS LAST);