CREATE TABLE "onboarding_completions" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"grounds" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_completions" ADD CONSTRAINT "onboarding_completions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Staff hired before onboarding's checks existed keep working: they are recorded as ready.
INSERT INTO "onboarding_completions" ("candidate_id", "grounds", "completed_at")
SELECT DISTINCT "candidate_id", 'started_before_checks', now() FROM "offers" WHERE "hired_at" IS NOT NULL
ON CONFLICT DO NOTHING;
