CREATE TABLE "fractional_hour_ranges" (
	"offer_id" uuid NOT NULL,
	"from_month" date NOT NULL,
	"hours_min" integer NOT NULL,
	"hours_max" integer NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fractional_hour_ranges_offer_id_from_month_pk" PRIMARY KEY("offer_id","from_month"),
	CONSTRAINT "fractional_hour_ranges_check" CHECK ("fractional_hour_ranges"."hours_min" >= 1 and "fractional_hour_ranges"."hours_min" <= "fractional_hour_ranges"."hours_max")
);
--> statement-breakpoint
CREATE TABLE "fractional_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"job_id" uuid,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"experience_level" text NOT NULL,
	"hours_min" integer NOT NULL,
	"hours_max" integer NOT NULL,
	"schedule" jsonb NOT NULL,
	"budget_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"start_date" date,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fractional_requests_hours_check" CHECK ("fractional_requests"."hours_min" >= 1 and "fractional_requests"."hours_min" <= "fractional_requests"."hours_max")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hours_min" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hours_max" integer;--> statement-breakpoint
ALTER TABLE "fractional_hour_ranges" ADD CONSTRAINT "fractional_hour_ranges_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fractional_hour_ranges" ADD CONSTRAINT "fractional_hour_ranges_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fractional_requests" ADD CONSTRAINT "fractional_requests_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fractional_requests" ADD CONSTRAINT "fractional_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fractional_requests_employer_idx" ON "fractional_requests" USING btree ("employer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Fractional offers made before hours ranges existed: up to their weekly hours over a month, at least half of that.
UPDATE "offers" SET "hours_max" = greatest(1, round(("schedule"->>'hours_per_week')::numeric * 52 / 12)), "hours_min" = greatest(1, round(("schedule"->>'hours_per_week')::numeric * 52 / 24)) WHERE "contract_type" = 'fractional';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hours_range_check" CHECK (("offers"."contract_type" = 'full_time' and "offers"."hours_min" is null and "offers"."hours_max" is null) or ("offers"."contract_type" = 'fractional' and "offers"."hours_min" is not null and "offers"."hours_max" is not null and "offers"."hours_min" >= 1 and "offers"."hours_min" <= "offers"."hours_max"));