-- The provisional jobs table of the foundation held only seeded demo jobs; it is rebuilt in its final shape.
DROP TABLE "jobs" CASCADE;
--> statement-breakpoint
-- array_to_string is only stable (it depends on the element type's output function); for text[] it is immutable, as generated columns need.
CREATE OR REPLACE FUNCTION skills_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid,
	"counterpart" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"invitation_message" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"country" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"role" text,
	"industry" text,
	"experience_level" text,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"monthly_rate_cents" integer,
	"availability" text DEFAULT 'immediately' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"engaged" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, full_name || ' ' || headline || ' ' || coalesce(role, '') || ' ' || skills_text(skills))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"experience_level" text NOT NULL,
	"hire_type" text NOT NULL,
	"headcount" integer NOT NULL,
	"start_date" date,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_times" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"duration_minutes" integer NOT NULL,
	"meeting_url" text,
	"message" text,
	"candidate_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"role" text NOT NULL,
	"industry" text NOT NULL,
	"hire_type" text NOT NULL,
	"experience_level" text NOT NULL,
	"pay_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"hours_per_week" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || role || ' ' || skills_text(skills))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contract_type" text NOT NULL,
	"experience_level" text NOT NULL,
	"pay_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"include_insurance" boolean NOT NULL,
	"include_healthcare" boolean NOT NULL,
	"secure_cloud_computing" boolean NOT NULL,
	"start_date" date NOT NULL,
	"schedule" jsonb NOT NULL,
	"message" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"decline_comment" text,
	"hired_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_candidate_idx" ON "applications" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_employer_idx" ON "applications" USING btree ("employer_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_employer_status_idx" ON "applications" USING btree ("employer_id","status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "candidates_listed_idx" ON "candidate_profiles" USING btree ("updated_at" DESC NULLS LAST,"user_id") WHERE "candidate_profiles"."complete";--> statement-breakpoint
CREATE INDEX "candidates_role_idx" ON "candidate_profiles" USING btree ("role","updated_at" DESC NULLS LAST,"user_id") WHERE "candidate_profiles"."complete";--> statement-breakpoint
CREATE INDEX "candidates_country_idx" ON "candidate_profiles" USING btree ("country","updated_at" DESC NULLS LAST,"user_id") WHERE "candidate_profiles"."complete";--> statement-breakpoint
CREATE INDEX "candidates_skills_idx" ON "candidate_profiles" USING gin ("skills") WHERE "candidate_profiles"."complete";--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidate_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "candidate_requests_employer_idx" ON "candidate_requests" USING btree ("employer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_employer_idx" ON "interviews" USING btree ("employer_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_employer_status_idx" ON "jobs" USING btree ("employer_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_role_idx" ON "jobs" USING btree ("role","published_at" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_industry_idx" ON "jobs" USING btree ("industry","published_at" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin ("search") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_idx" ON "offers" USING btree ("application_id") WHERE "offers"."status" in ('pending', 'awaiting_payment', 'hired');--> statement-breakpoint
CREATE INDEX "offers_employer_idx" ON "offers" USING btree ("employer_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "offers_candidate_idx" ON "offers" USING btree ("candidate_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "offers_staff_idx" ON "offers" USING btree ("employer_id","hired_at" DESC NULLS LAST,"id") WHERE "offers"."hired_at" is not null;--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'pending';--> statement-breakpoint
-- Candidates who signed up before profiles existed get one from their sign-up answers.
INSERT INTO "candidate_profiles" ("user_id", "full_name", "country", "headline", "industry")
SELECT "id", "firstname" || ' ' || "lastname", "country", coalesce("profile"->>'job_title', ''), "profile"->>'industry'
FROM "users" WHERE "role" = 'candidate'
ON CONFLICT DO NOTHING;
